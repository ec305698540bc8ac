import { json } from "@remix-run/node";
import { postableId, productName } from "~/features/catalog/product-fallbacks";
import { draftScope } from "~/form/local-draft-store";
import { requireViewer } from "~/services/access/guards.server";
import { config } from "~/services/config.server";
import { readKeptForm } from "~/services/forms/kept-form-store.server";
import { readIntent } from "~/services/forms/read-form.server";
import { readUpload } from "~/services/forms/read-upload.server";
import {
  dictionaryNotLoaded,
  formErrorStatus,
  marketplace,
  type Marketplace,
  isMissing,
  upstreamFailure,
} from "~/services/marketplace/client.server";
import {
  products,
  type CategoryNode,
  type CategoryProperty,
  type ProductCard,
} from "~/services/marketplace/products.server";
import { redirectWithToast } from "~/services/session/toast.server";
import type { SelectOption } from "~/ui/select";
import { usableImageUrl } from "~/utils/cdn-image";
import { entryOf } from "~/utils/format";
import { notFound } from "~/utils/params.server";
import { MAX_IMAGES, PRODUCT_EDITOR_FORM, VAT_CODES } from "~/validation/product-fields";
import {
  EMPTY_PRODUCT_FORM,
  productFormErrors,
  productFormValues,
  productPayload,
  propertyRules,
  type ProductFormErrors,
  type ProductFormValues,
  type PropertyRule,
} from "~/validation/product-form";
import { IMAGE_LIMITS, uploadImages } from "./images.server";

/**
 * The product editor of /catalog/added/, /catalog/edit/{draftId}/ and /catalog/copy/{draftId}/:
 * one form, three starting points. Everything is posted as one multipart form, so it
 * works without JavaScript: choosing a category, attaching pictures, reordering and removing them
 * are round trips that save nothing and bring the form back with every value.
 */

export type EditorMode = { kind: "create" } | { kind: "update"; draftId: number };

/** A category's property as the editor draws and checks it (propertyRules takes it as is). */
export type EditorProperty = {
  id: number;
  name: string;
  type: PropertyRule["type"];
  unit: string | null;
  required: boolean;
  values: { id: number; value: string }[];
};

/** What the form shows: the values, the category's properties and, after a post, the messages. */
export type EditorState = {
  values: ProductFormValues;
  properties: EditorProperty[];
  errors: ProductFormErrors;
  /** Messages about the pictures just attached (type, size, count, CDN refusals). */
  imageMessages: string[];
  /** The marketplace refused or failed: said at the top of the form. */
  formError: string | null;
  /**
   * The chosen category's properties did not load: their fields cannot be drawn, so the values typed
   * into them travel on in hidden fields until they do.
   */
  propertiesFailed: boolean;
  /** The card's barcode as saved: it is the card's own, so it is not checked against its other cards. */
  savedBarcode: string;
};

export const SAVE_INTENTS = ["draft", "moderation"] as const;

/** The form's buttons: save, show the chosen category's properties, attach pictures, remove or move one. */
export const editorIntents = () => [
  ...SAVE_INTENTS,
  "category",
  "upload",
  ...Array.from({ length: MAX_IMAGES }, (_, index) => [`remove-image-${index}`, `image-earlier-${index}`]).flat(),
];

export const BARCODE_TAKEN_MESSAGE = "Этот штрихкод уже есть у другого вашего товара. Проверьте штрихкод.";

/** Only pictures of the marketplace's CDN are kept: a forged address never reaches a card or a preview. */
const isCdnAddress = (value: FormDataEntryValue): value is string => usableImageUrl(value, config.cdnOrigin) !== null;

/** The category tree as the select takes it: a node without a name is shown by its id, one without children is a last level. */
export function categoryOptions(nodes: CategoryNode[]): SelectOption[] {
  return nodes.map((node) => {
    const last = node.isLast === true || !node.children?.length;
    return {
      id: node.id,
      title: node.name?.trim() ? node.name : `Категория ${node.id}`,
      value: String(node.id),
      isLastLevel: last,
      children: last ? undefined : categoryOptions(node.children ?? []),
    };
  });
}

/** The property types the editor draws; another is a text field. */
const PROPERTY_TYPES: readonly string[] = [
  "select",
  "multiselect",
  "number",
  "string",
  "boolean",
] satisfies PropertyRule["type"][];

/** The ids a property's field (`prop-{id}`) posts back (productFormValues reads `prop-\d{1,15}`). */
const isFieldId = (id: number) => Number.isSafeInteger(id) && id >= 0 && id < 1e15;

/**
 * A category's properties as the editor takes them: a property without a name is named by its id, a
 * type the editor does not know is a text field, a property is required only when the marketplace
 * says so, a value without text is no choice. A property whose id no field can post back is left out.
 */
export function editorProperties(properties: CategoryProperty[]): EditorProperty[] {
  return properties
    .filter((property) => isFieldId(property.id))
    .map((property) => ({
      id: property.id,
      name: property.name?.trim() ? property.name : `Характеристика ${property.id}`,
      type: PROPERTY_TYPES.includes(property.type ?? "") ? (property.type as PropertyRule["type"]) : "string",
      unit: property.unit?.trim() ? property.unit : null,
      required: property.required === true,
      values: (property.values ?? []).filter(
        (choice): choice is EditorProperty["values"][number] => typeof choice.value === "string" && choice.value !== "",
      ),
    }));
}

/**
 * The form's values from a saved card; a copy starts without the barcode (a supplier may not repeat
 * it). What the card leaves out is an empty field; a VAT rate the form does not offer is none chosen;
 * a picture that is no CDN address is left out, as the form's own post would leave it.
 */
export function valuesOfCard(card: ProductCard, { copy }: { copy: boolean }): ProductFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  const offer = card.offer ?? {};
  const vat = offer.vat ?? "";
  return {
    ...EMPTY_PRODUCT_FORM,
    name: text(card.name),
    article: text(card.article),
    brand: text(card.brand),
    barcode: copy ? "" : text(card.barcodes?.[0] ?? card.barcode),
    price: text(offer.price),
    oldPrice: text(offer.oldPrice),
    stock: text(offer.stock),
    vat: (VAT_CODES as readonly string[]).includes(vat) ? vat : "",
    weight: text(card.weight),
    length: text(card.dimensions?.length),
    width: text(card.dimensions?.width),
    height: text(card.dimensions?.height),
    description: text(card.description),
    videoLink: text(card.videoLink),
    categoryId: text(card.category?.id),
    images: (card.images ?? []).filter(isCdnAddress).slice(0, MAX_IMAGES),
    properties: Object.fromEntries(
      (card.properties ?? []).flatMap(({ id, value }) => (value === undefined ? [] : [[String(id), value]])),
    ),
  };
}

async function propertiesOf(api: Marketplace, categoryId: string) {
  if (!/^\d{1,15}$/.test(categoryId)) return { properties: [], failed: false };
  const { items, failed } = await products.categoryProperties(api, Number(categoryId));
  return { properties: editorProperties(items), failed };
}

/** Without the category tree no category can be chosen, and a card is not saved without one. */
export const CATEGORIES_NOT_LOADED = dictionaryNotLoaded("категории", "выбрать категорию");
export const PROPERTIES_NOT_LOADED =
  "Не удалось загрузить характеристики категории из маркетплейса. Попробуйте ещё раз чуть позже.";
/** A card saved without its category's properties would lose the values typed into them, or the card's own. */
export const NOT_SAVED_WITHOUT_PROPERTIES =
  "Не удалось загрузить характеристики категории из маркетплейса, поэтому товар не сохранён. Отправьте его ещё раз чуть позже: введённое осталось в форме.";

/** main-properties codes are the payload names; the form's field for `barcodes` is `barcode`. */
const FIELD_OF_CODE: Record<string, string> = { barcodes: "barcode" };

/** The loader's part: the category tree, which main fields are required, and the state the form starts from. */
export async function editorLoaderData(api: Marketplace, values: ProductFormValues, savedBarcode = "") {
  const [tree, main, chosen] = await Promise.all([
    products.categoryTree(api),
    products.mainProperties(api),
    propertiesOf(api, values.categoryId),
  ]);
  const state: EditorState = {
    values,
    properties: chosen.properties,
    errors: {},
    imageMessages: [],
    formError: chosen.failed ? PROPERTIES_NOT_LOADED : null,
    propertiesFailed: chosen.failed,
    savedBarcode,
  };
  const required = main.items
    .filter((field) => field.required === true)
    .map((field) => entryOf(FIELD_OF_CODE, field.code) ?? field.code);
  // The page's own, not the form state's: a post's answer replaces the state, and the tree is still missing.
  const categoriesProblem = tree.failed ? CATEGORIES_NOT_LOADED : null;
  return { categories: categoryOptions(tree.items), categoriesProblem, required, state };
}

function readValues(form: FormData): ProductFormValues {
  const values = productFormValues(form);
  return { ...values, images: values.images.filter(isCdnAddress).slice(0, MAX_IMAGES) };
}

/** Remove or move one picture: `remove-image-3`, `image-earlier-3`. */
function arrangeImages(images: string[], intent: string) {
  const match = /^(remove-image|image-earlier)-(\d+)$/.exec(intent);
  if (!match) return images;
  const index = Number(match[2]);
  const arranged = [...images];
  if (match[1] === "remove-image") arranged.splice(index, 1);
  else if (index > 0 && index < arranged.length)
    [arranged[index - 1], arranged[index]] = [arranged[index], arranged[index - 1]];
  return arranged;
}

/** A multiple-values property posts one field per value: a single choice must stay a list. */
function normaliseMultiple(values: ProductFormValues, properties: EditorProperty[]) {
  for (const property of properties) {
    const value = values.properties[String(property.id)];
    if (property.type === "multiselect" && typeof value === "string")
      values.properties[String(property.id)] = value ? [value] : [];
  }
}

/** The action of the three editor pages. */
export async function editorAction(request: Request, mode: EditorMode) {
  await requireViewer(request, "catalog");
  const { form, refused } = await readUpload(request, IMAGE_LIMITS, { once: true });
  const intent = readIntent(form, editorIntents());
  const values = readValues(form);
  const savedBarcode = typeof form.get("savedBarcode") === "string" ? String(form.get("savedBarcode")) : "";
  const api = await marketplace(request);

  const [uploads, chosen] = await Promise.all([
    uploadImages(api, form, refused, values.images.length),
    propertiesOf(api, values.categoryId),
  ]);
  const { properties } = chosen;
  values.images = arrangeImages([...values.images, ...uploads.urls], intent);
  normaliseMultiple(values, properties);
  const saving = (SAVE_INTENTS as readonly string[]).includes(intent);
  const state: EditorState = {
    values,
    properties,
    errors: {},
    imageMessages: uploads.messages,
    formError: chosen.failed ? (saving ? NOT_SAVED_WITHOUT_PROPERTIES : PROPERTIES_NOT_LOADED) : null,
    propertiesFailed: chosen.failed,
    savedBarcode,
  };
  if (chosen.failed) return json({ state }, { status: 502 });
  if (!saving) return json({ state }, { status: uploads.messages.length ? 400 : 200 });

  const rules = propertyRules(properties);
  const isDraft = intent === "draft";
  state.errors = productFormErrors(values, { complete: !isDraft, properties: rules });
  if (uploads.messages.length) state.errors.images ??= uploads.messages[0];
  if (Object.keys(state.errors).length) return json({ state }, { status: 400 });

  if (values.barcode && values.barcode !== savedBarcode) {
    const unique = await products.uniqueBarcode(api, values.barcode, false);
    if (!unique.error && !unique.data.unique) {
      state.errors.barcode = BARCODE_TAKEN_MESSAGE;
      return json({ state }, { status: 400 });
    }
  }

  const payload = productPayload(values, rules, isDraft);
  const saved =
    mode.kind === "create" ? await products.create(api, payload) : await products.update(api, mode.draftId, payload);
  if (saved.error) {
    if (saved.errorCode === "already_exists") state.errors.barcode = saved.errorText;
    else state.formError = saved.errorText;
    return json({ state }, { status: formErrorStatus(saved) });
  }
  const card = saved.data;
  // A draft opens again in the editor, when its id is one the editor's address takes.
  const draftId = postableId(card.id);
  // An answer without a status is taken to be what was asked for.
  const savedAsDraft = card.status === undefined ? isDraft : card.status === "draft";
  return savedAsDraft && draftId
    ? redirectWithToast(request, `/catalog/edit/${draftId}/`, {
        type: "success",
        text: "Черновик сохранён. Он есть в разделе «Загрузка товаров».",
      })
    : redirectWithToast(request, "/catalog/", {
        type: "success",
        text: `Товар «${productName(card.name ?? values.name)}» отправлен на модерацию`,
      });
}

/**
 * The loader of the three editor pages: a new card starts empty; `edit` starts from the saved card,
 * `copy` from a copy of it without the barcode. A card that is not the supplier's is not found.
 */
export async function editorLoader(
  request: Request,
  start: { from: "new" } | { from: "edit" | "copy"; draftId: number },
) {
  const viewer = await requireViewer(request, "catalog");
  const api = await marketplace(request);
  // A form sent after the session ended comes back as it was typed (services/forms/kept-form-store).
  const kept = await keptEditorValues(request, viewer.id);
  // The local draft of a new card (in this company's catalog: docs/decisions/121), of one saved card, or
  // of a copy of one (docs/decisions/070).
  const draft = draftScope(
    viewer,
    start.from === "new" ? `new@${viewer.activeContractorId ?? ""}` : `${start.from}-${start.draftId}`,
  );
  if (start.from === "new") return json({ ...(await editorLoaderData(api, kept ?? EMPTY_PRODUCT_FORM)), draft });
  const card = await products.card(api, start.draftId);
  if (card.error) throw isMissing(card) ? notFound() : upstreamFailure(card);
  const copy = start.from === "copy";
  const values = valuesOfCard(card.data, { copy });
  return json({ ...(await editorLoaderData(api, kept ?? values, copy ? "" : values.barcode)), draft });
}

async function keptEditorValues(request: Request, viewerId: number): Promise<ProductFormValues | null> {
  const kept = await readKeptForm(request, viewerId);
  if (kept?.form !== PRODUCT_EDITOR_FORM) return null;
  const form = new FormData();
  for (const [name, value] of kept.fields) if (name !== "images" || isCdnAddress(value)) form.append(name, value);
  return productFormValues(form);
}
