import {
  Form,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useSubmit,
} from "@remix-run/react";
import { type FocusEvent, useRef, useState } from "react";
import { FormKey } from "~/form/form-key-field";
import { type DraftScope, LocalDraftOffer, useLocalDraft } from "~/form/local-draft";
import { Input } from "~/ui/input";
import { Notification } from "~/ui/notification";
import { Select, type SelectOption } from "~/ui/select";
import { Textarea } from "~/ui/textarea";
import { useHydrated } from "~/ui/use-hydrated";
import { formatVat } from "~/utils/format";
import { MAX_IMAGES, PRODUCT_EDITOR_FORM, propertyField, VAT_CODES } from "~/validation/product-fields";
import type { ProductFormValues } from "~/validation/product-form";
import { ImageField } from "./image-field";
import type { EditorProperty, EditorState } from "./product-editor.server";

/** What the three editor routes' loaders give: the category tree, the starting state and whose draft it is. */
export type EditorLoaderData = {
  categories: SelectOption[];
  /** Why the category list is empty when the marketplace did not give it. */
  categoriesProblem: string | null;
  required: string[];
  state: EditorState;
  draft: DraftScope;
};

/**
 * The editor's loader is not asked again after a post of its own that answered with the form's state
 * (a save refused, the category's properties shown, a draft whose properties did not load): only a
 * post that redirects saves the card, so nothing the loader read has changed, and the page draws that
 * state. Asked again, it would repeat two to five marketplace calls (the category tree and the main
 * properties; for a saved card also the card and its category's properties) after every such post
 * (docs/decisions/126). A redirect, a navigation or anything else revalidates as Remix does.
 */
export const editorShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isEditorAnswer(actionResult) ? false : defaultShouldRevalidate;

const isEditorAnswer = (result: unknown) =>
  typeof result === "object" && result !== null && "state" in result && typeof result.state === "object";

const EDITOR_FORM_ID = "product-editor";

/** The card's required fields when main-properties did not load (a dictionary falls back). */
const REQUIRED_FIELDS = ["name", "article", "categoryId", "barcode", "images", "vat", "price"];

const VAT_OPTIONS: SelectOption[] = VAT_CODES.map((code) => ({ id: code, value: code, title: formatVat(code) }));

const YES_NO: SelectOption[] = [
  { id: "true", value: "true", title: "Да" },
  { id: "false", value: "false", title: "Нет" },
];

/** Labels of the fields, also used by the summary of messages at the top. */
const LABELS: Record<string, string> = {
  name: "Наименование",
  article: "Артикул",
  brand: "Бренд",
  barcode: "Штрихкод",
  price: "Цена, ₽",
  oldPrice: "Старая цена, ₽",
  vat: "НДС",
  stock: "Остаток на складе поставщика",
  weight: "Вес, кг",
  length: "Длина, см",
  width: "Ширина, см",
  height: "Высота, см",
  description: "Описание",
  videoLink: "Ссылка на видео",
  categoryId: "Категория",
  images: "Изображения",
};

function ErrorSummary({ state }: { state: EditorState }) {
  const entries = Object.entries(state.errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0 && !state.formError) return null;
  const labelOf = (field: string) =>
    LABELS[field] ?? state.properties.find((property) => propertyField(property.id) === field)?.name ?? field;
  return (
    <Notification type="error" title={state.formError ?? "Проверьте поля товара"}>
      {entries.length > 0 && (
        <ul className="product-editor__summary">
          {entries.map(([field, message]) => (
            <li key={field}>
              <a href={`#${field}`}>
                {labelOf(field)}: {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Notification>
  );
}

function PropertyInput({
  property,
  value,
  error,
}: {
  property: EditorProperty;
  value: string | string[] | undefined;
  error?: string;
}) {
  const name = propertyField(property.id);
  const label = property.unit ? `${property.name}, ${property.unit}` : property.name;
  const common = { name, id: name, label, required: property.required, errors: error ? [error] : undefined };
  const single = typeof value === "string" ? value : (value?.[0] ?? "");
  const options = property.values.map((item) => ({ id: item.id, value: item.value, title: item.value }));
  switch (property.type) {
    case "select":
      return <Select {...common} options={options} defaultValue={single} />;
    case "multiselect":
      return <Select {...common} options={options} multiple columns={2} defaultValue={[value ?? []].flat()} />;
    case "boolean":
      return <Select {...common} options={YES_NO} defaultValue={single} />;
    case "number":
      return <Input {...common} defaultValue={single} inputMode="decimal" />;
    default:
      return <Input {...common} defaultValue={single} />;
  }
}

/**
 * The product card form (the rules of app/validation/product-form.ts): category, main fields, properties of the
 * category by type, dimensions, description and video, pictures. Posted as one multipart form.
 */
export function ProductEditor({ submitLabel }: { submitLabel: string }) {
  const {
    categories,
    categoriesProblem,
    required: requiredByMarketplace,
    state: loaded,
    draft: scope,
  } = useLoaderData<EditorLoaderData>();
  const required = requiredByMarketplace.length ? requiredByMarketplace : REQUIRED_FIELDS;
  const actionData = useActionData<{ state?: EditorState }>();
  const state = actionData?.state ?? loaded;
  const { values } = state;
  // With JavaScript a field is checked when the user leaves it, by the rules the server uses;
  // a field checked here shows its own result until the next answer of the server.
  const [checked, setChecked] = useState<Record<string, string | undefined>>({});
  const [checkedFor, setCheckedFor] = useState(state);
  // A restored draft comes back from the server with its category's properties: the form is drawn anew.
  const [restoring, setRestoring] = useState(false);
  const [drawn, setDrawn] = useState(0);
  if (checkedFor !== state) {
    setCheckedFor(state);
    setChecked({});
    if (restoring) {
      setRestoring(false);
      setDrawn(drawn + 1);
    }
  }
  const errors = { ...state.errors, ...checked };
  const checkField = (event: FocusEvent<HTMLFormElement>) => {
    const target: EventTarget = event.target;
    const isField = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
    const name = isField ? target.name : "";
    if (!name || !form.current || !(name in LABELS || name.startsWith("prop-"))) return;
    const typed = new FormData(form.current);
    // The rules load on the first check, so the page's first-load JS stays small.
    void import("~/validation/product-form").then(({ productFormErrors, productFormValues, propertyRules }) => {
      const found = productFormErrors(productFormValues(typed), {
        complete: false,
        properties: propertyRules(state.properties),
      });
      setChecked((shown) => ({ ...shown, [name]: found[name] }));
    });
  };
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const hydrated = useHydrated();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // The round trip of the category button: it saves nothing and brings the form back with these
  // values and their category's properties.
  const showWithProperties = (data: FormData) => {
    data.set("intent", "category");
    submit(data, { method: "post", encType: "multipart/form-data", preventScrollReset: true });
  };
  // With JavaScript the chosen category's properties come at once: the same round trip as the button.
  const showProperties = (chosen: string[]) => {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set("categoryId", chosen[0] ?? "");
    showWithProperties(data);
  };
  const draft = useLocalDraft(EDITOR_FORM_ID, scope, {
    onRestore: (data) => {
      setRestoring(true);
      showWithProperties(data);
    },
  });
  const field = (name: keyof ProductFormValues & keyof typeof LABELS) => ({
    name,
    id: name,
    label: LABELS[name],
    defaultValue: String(values[name] ?? ""),
    errors: errors[name] ? [errors[name]!] : undefined,
    required: required.includes(name),
  });

  return (
    <Form
      ref={form}
      id={EDITOR_FORM_ID}
      key={`${location.pathname}-${drawn}`}
      method="post"
      encType="multipart/form-data"
      className="product-editor"
      aria-busy={busy || undefined}
      onBlur={checkField}
      noValidate
    >
      <LocalDraftOffer draft={draft} />
      {categoriesProblem && <Notification type="error">{categoriesProblem}</Notification>}
      <ErrorSummary state={state} />
      <FormKey form={PRODUCT_EDITOR_FORM} />
      <input type="hidden" name="savedBarcode" value={state.savedBarcode} />

      <fieldset className="product-editor__group">
        <legend>Категория товара</legend>
        <Select
          name="categoryId"
          id="categoryId"
          label="Категория"
          options={categories}
          columns={3}
          defaultValue={values.categoryId}
          required={required.includes("categoryId")}
          errors={errors.categoryId ? [errors.categoryId] : undefined}
          hint="Товар размещается в категории последнего уровня; от неё зависят характеристики."
          onChoose={showProperties}
        />
        {!hydrated && (
          <button type="submit" name="intent" value="category" className="button button--ghost">
            Показать характеристики категории
          </button>
        )}
      </fieldset>

      <fieldset className="product-editor__group product-editor__grid">
        <legend>Основное</legend>
        <Input {...field("name")} className="product-editor__wide" maxLength={255} />
        <Input {...field("article")} maxLength={30} hint="До 30 букв, цифр и символов - . , &quot; ' / ( )" />
        <Input {...field("brand")} />
        <Input {...field("barcode")} inputMode="numeric" maxLength={13} hint="EAN-13: 13 цифр" />
      </fieldset>

      <fieldset className="product-editor__group product-editor__grid">
        <legend>Цена</legend>
        <Input {...field("price")} inputMode="decimal" />
        <Input {...field("oldPrice")} inputMode="decimal" hint="Больше цены: покупатель увидит скидку" />
        <Select {...field("vat")} options={VAT_OPTIONS} />
        <Input {...field("stock")} inputMode="numeric" />
      </fieldset>

      {state.propertiesFailed &&
        Object.entries(values.properties).flatMap(([id, value]) =>
          [value ?? []]
            .flat()
            .map((item, index) => <input key={`${id}-${index}`} type="hidden" name={propertyField(id)} value={item} />),
        )}
      {state.properties.length > 0 && (
        <fieldset className="product-editor__group product-editor__grid" id="properties">
          <legend>Характеристики</legend>
          {state.properties.map((property) => (
            <PropertyInput
              key={`${values.categoryId}-${property.id}`}
              property={property}
              value={values.properties[String(property.id)]}
              error={errors[propertyField(property.id)]}
            />
          ))}
        </fieldset>
      )}

      <fieldset className="product-editor__group product-editor__grid">
        <legend>Вес и габариты в упаковке</legend>
        <Input {...field("weight")} inputMode="decimal" />
        <Input {...field("length")} inputMode="decimal" />
        <Input {...field("width")} inputMode="decimal" />
        <Input {...field("height")} inputMode="decimal" />
      </fieldset>

      <fieldset className="product-editor__group">
        <legend>Описание</legend>
        <Textarea {...field("description")} rows={6} />
        <Input {...field("videoLink")} type="url" hint="https://www.youtube.com/watch?v=…" />
      </fieldset>

      <ImageField
        images={values.images}
        messages={state.imageMessages}
        error={errors.images}
        max={MAX_IMAGES}
        required={required.includes("images")}
      />

      <div className="product-editor__actions">
        <button type="submit" name="intent" value="moderation" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="submit" name="intent" value="draft" className="button button--ghost" disabled={busy}>
          Сохранить черновик
        </button>
      </div>
    </Form>
  );
}
