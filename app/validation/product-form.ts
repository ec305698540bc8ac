/**
 * The product editor's rules: what a draft needs (a name), what a card sent to
 * moderation needs (every required field and property), each field by its own rule and message.
 * Plain functions rather than a zod schema: the fields depend on the category the supplier chose.
 */
import { isValidArticle, ARTICLE_MESSAGE } from "./article";
import { BARCODE_MESSAGE, isValidBarcode } from "./barcode";
import { isPostedId } from "./id";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";
import { isValidPrice, normalizePrice, PRICE_MESSAGE } from "./price";
import { propertyField, VAT_CODES } from "./product-fields";
import { isValidVideoLink, VIDEO_LINK_MESSAGE } from "./video-link";
import { isValidWeight, normalizeWeight, WEIGHT_MESSAGE } from "./weight";

export const NAME_MAX_LENGTH = 255;
export const OLD_PRICE_MESSAGE = "Старая цена должна быть больше цены";
export const IMAGES_REQUIRED_MESSAGE = "Загрузите хотя бы одно изображение";
export const CATEGORY_REQUIRED_MESSAGE = "Выберите категорию";

/** The text fields of the editor, by their payload names. */
export const TEXT_FIELDS = [
  "name",
  "article",
  "brand",
  "barcode",
  "price",
  "oldPrice",
  "vat",
  "stock",
  "weight",
  "length",
  "width",
  "height",
  "description",
  "videoLink",
  "categoryId",
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];

/** Everything the editor posts, as typed: the page comes back with exactly this after an error. */
export type ProductFormValues = Record<TextField, string> & {
  images: string[];
  /** By property id: one value, or several for a multiple-values property. */
  properties: Record<string, string | string[]>;
};

export type PropertyRule = {
  id: number;
  name: string;
  type: "select" | "number" | "string" | "multiselect" | "boolean";
  required: boolean;
  values: string[];
};

/** Field name → message; properties are `prop-{id}`. */
export type ProductFormErrors = Partial<Record<string, string>>;

/** The rules of a category's properties as the marketplace lists them. */
export const propertyRules = (
  properties: readonly {
    id: number;
    name: string;
    type: PropertyRule["type"];
    required: boolean;
    values: { value: string }[];
  }[],
): PropertyRule[] =>
  properties.map(({ id, name, type, required, values }) => ({
    id,
    name,
    type,
    required,
    values: values.map((value) => value.value),
  }));

/** The editor's values from its posted form: text fields, `images` in order, `prop-{id}` properties. */
export function productFormValues(form: FormData): ProductFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const properties: ProductFormValues["properties"] = {};
  for (const key of new Set(form.keys())) {
    const match = /^prop-(\d{1,15})$/.exec(key);
    if (!match) continue;
    const values = form.getAll(key).filter((value): value is string => typeof value === "string");
    properties[match[1]] = values.length > 1 ? values : (values[0] ?? "");
  }
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<TextField, string>),
    images: form.getAll("images").filter((value): value is string => typeof value === "string"),
    properties,
  };
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<TextField, string>),
  vat: "20",
  images: [],
  properties: {},
};

const MEASURES = ["weight", "length", "width", "height"] as const;
/** Whole units on the supplier's own warehouse. */
const STOCK_PATTERN = /^\d{1,9}$/;

function checkProperty(rule: PropertyRule, value: string | string[] | undefined, complete: boolean) {
  const values = [value ?? []].flat().filter((item) => item !== "");
  if (values.length === 0) return complete && rule.required ? REQUIRED_MESSAGE : undefined;
  if (rule.type === "select" || rule.type === "multiselect")
    return values.every((item) => rule.values.includes(item)) ? undefined : DEFAULT_MESSAGE;
  if (rule.type === "number") return isValidWeight(values[0]) ? undefined : DEFAULT_MESSAGE;
  if (rule.type === "boolean") return ["true", "false"].includes(values[0]) ? undefined : DEFAULT_MESSAGE;
  return undefined;
}

/**
 * The messages of a product form. `complete`: the card goes to moderation, so everything the
 * marketplace shows must be there; a draft needs only its name, and checks what was typed.
 */
export function productFormErrors(
  values: ProductFormValues,
  { complete, properties }: { complete: boolean; properties: readonly PropertyRule[] },
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const required = (field: TextField, message = REQUIRED_MESSAGE) => {
    if (complete && values[field].trim() === "") errors[field] = message;
  };
  if (values.name.trim() === "") errors.name = REQUIRED_MESSAGE;
  else if (values.name.length > NAME_MAX_LENGTH) errors.name = DEFAULT_MESSAGE;
  if (values.article && !isValidArticle(values.article)) errors.article = ARTICLE_MESSAGE;
  required("article");
  if (values.barcode && !isValidBarcode(values.barcode)) errors.barcode = BARCODE_MESSAGE;
  required("barcode");
  if (values.price && !isValidPrice(values.price)) errors.price = PRICE_MESSAGE;
  required("price");
  if (values.oldPrice && !isValidPrice(values.oldPrice)) errors.oldPrice = PRICE_MESSAGE;
  else if (
    values.oldPrice &&
    !errors.price &&
    values.price &&
    Number(normalizePrice(values.oldPrice)) <= Number(normalizePrice(values.price))
  )
    errors.oldPrice = OLD_PRICE_MESSAGE;
  if (!(VAT_CODES as readonly string[]).includes(values.vat)) errors.vat = REQUIRED_MESSAGE;
  if (values.stock && !STOCK_PATTERN.test(values.stock.trim())) errors.stock = DEFAULT_MESSAGE;
  for (const measure of MEASURES)
    if (values[measure] && !isValidWeight(values[measure])) errors[measure] = WEIGHT_MESSAGE;
  if (values.videoLink && !isValidVideoLink(values.videoLink.trim())) errors.videoLink = VIDEO_LINK_MESSAGE;
  if (values.categoryId && !isPostedId(values.categoryId)) errors.categoryId = CATEGORY_REQUIRED_MESSAGE;
  required("categoryId", CATEGORY_REQUIRED_MESSAGE);
  if (complete && values.images.length === 0) errors.images = IMAGES_REQUIRED_MESSAGE;
  for (const rule of properties) {
    const message = checkProperty(rule, values.properties[String(rule.id)], complete);
    if (message) errors[propertyField(rule.id)] = message;
  }
  return errors;
}

/** The body of POST/PUT v2/product from valid values: numbers normalised (comma → dot), empty fields left out. */
export function productPayload(values: ProductFormValues, properties: readonly PropertyRule[], isDraft: boolean) {
  const optional = (value: string) => value.trim() || undefined;
  const decimal = (value: string) => (value.trim() ? normalizeWeight(value) : undefined);
  return {
    name: values.name.trim(),
    article: optional(values.article),
    brand: optional(values.brand),
    description: optional(values.description),
    categoryId: values.categoryId ? Number(values.categoryId) : undefined,
    barcodes: values.barcode ? [values.barcode.trim()] : [],
    images: values.images,
    properties: properties.flatMap((rule): { id: number; value: string | string[] }[] => {
      const value = values.properties[String(rule.id)];
      const list = [value ?? []].flat().filter((item) => item !== "");
      if (list.length === 0) return [];
      if (rule.type === "multiselect") return [{ id: rule.id, value: list }];
      return [{ id: rule.id, value: rule.type === "number" ? normalizeWeight(list[0]) : list[0] }];
    }),
    // Checked by the form's rules before a payload is built.
    vat: values.vat as (typeof VAT_CODES)[number],
    price: values.price ? normalizePrice(values.price) : undefined,
    oldPrice: values.oldPrice ? normalizePrice(values.oldPrice) : undefined,
    stock: values.stock.trim() ? Number(values.stock.trim()) : undefined,
    weight: decimal(values.weight),
    dimensions: { length: decimal(values.length), width: decimal(values.width), height: decimal(values.height) },
    videoLink: optional(values.videoLink),
    isDraft,
  };
}
