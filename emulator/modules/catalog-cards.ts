/**
 * Reading a product card from a request body (POST/PUT v2/product) with the field rules below.
 * A draft needs only a name; a card sent to moderation needs everything the marketplace shows.
 */
import type { Db } from "../db";
import { alreadyExists, badRequest } from "../server/errors";
import { MESSAGES, optionalInteger, optionalText, type Fields } from "../server/validate";
import { BARCODE_MESSAGE, isValidEan13 } from "./barcode";
import { isLeafCategory, propertiesOfCategory } from "./catalog-categories";
import {
  barcodesTaken,
  VATS,
  type OfferFields,
  type ProductCard,
  type ProductDetails,
  type Vat,
} from "./catalog-store";

const PRICE_MESSAGE = "Введите корректную цену";

const fieldError = (label: string, message: string = MESSAGES.invalid) => badRequest(`${label}: ${message}`);

/** Up to 30 letters, digits and - . , " ' / ( ) */
export const ARTICLE_RULE = /^[\p{L}\d\-.,"'/()]{1,30}$/u;

/** Price: a positive number of up to 18 digits; "1 234,50" is accepted as typed. */
export function parsePrice(value: unknown): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text =
    typeof value === "number"
      ? String(value)
      : typeof value === "string"
        ? value.replace(/\s/g, "").replace(",", ".")
        : "";
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) throw badRequest(PRICE_MESSAGE);
  return Number(text);
}

export function parseVat(value: unknown): Vat | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const text = String(value).replace("%", "").trim().toLowerCase();
  if (!(VATS as readonly string[]).includes(text)) throw fieldError("НДС", "допустимы значения none, 10, 20");
  return text as Vat;
}

export function parseStock(fields: Fields): number | undefined {
  const stock = optionalInteger(fields, "stock");
  if (stock !== undefined && stock < 0) throw fieldError("Остаток", "не может быть отрицательным");
  return stock;
}

/** Barcodes from `barcodes` (list) or `barcode` (one), checked for EAN-13 and against the supplier's other cards. */
export function parseBarcodes(db: Db, contractorId: number, fields: Fields, productId = 0): string[] {
  const raw =
    fields.barcodes ??
    (fields.barcode === undefined || fields.barcode === null || fields.barcode === "" ? [] : [fields.barcode]);
  if (!Array.isArray(raw)) throw badRequest(BARCODE_MESSAGE);
  const barcodes = [...new Set(raw.map((code) => String(code).trim()))];
  if (!barcodes.every(isValidEan13)) throw badRequest(BARCODE_MESSAGE);
  const taken = barcodesTaken(db, contractorId, barcodes, productId);
  if (taken.length) throw alreadyExists(`Штрихкод ${taken.join(", ")} уже используется в другом вашем товаре`);
  return barcodes;
}

function parseImages(fields: Fields): string[] {
  const images = fields.images ?? [];
  if (
    !Array.isArray(images) ||
    images.length > 10 ||
    !images.every((url) => typeof url === "string" && /^(https?:\/\/|\/)\S+$/.test(url))
  ) {
    throw fieldError("Изображения", "нужен список ссылок, не больше 10");
  }
  return images as string[];
}

function parseProperties(
  db: Db,
  fields: Fields,
  categoryId: number | null,
  complete: boolean,
): ProductCard["properties"] {
  const raw = fields.properties ?? [];
  if (!Array.isArray(raw)) throw fieldError("Характеристики");
  const allowed = categoryId === null ? [] : propertiesOfCategory(db, categoryId);
  const properties = raw.map((item: unknown) => {
    const { id, value } = (item ?? {}) as { id?: unknown; value?: unknown };
    const property = allowed.find((p) => p.id === Number(id));
    if (!property) throw fieldError("Характеристики", `свойство ${String(id)} не относится к категории`);
    if (property.type === "multiselect") {
      const chosen = Array.isArray(value) ? value.map((v) => String(v).trim()) : [];
      if (chosen.length === 0 || !chosen.every((v) => property.values.some((allowed) => allowed.value === v)))
        throw fieldError(property.name);
      return { id: property.id, value: chosen };
    }
    const text = String(value ?? "").trim();
    const valid =
      property.type === "select"
        ? property.values.some((v) => v.value === text)
        : property.type === "number"
          ? /^\d+(\.\d+)?$/.test(text)
          : property.type === "boolean"
            ? text === "true" || text === "false"
            : text !== "";
    if (!valid) throw fieldError(property.name);
    return { id: property.id, value: text };
  });
  if (complete) {
    const missing = allowed.find((p) => p.required && !properties.some((given) => given.id === p.id));
    if (missing) throw fieldError(missing.name, MESSAGES.required);
  }
  return properties;
}

/** Up to 11 digits, or a decimal with 3 decimals (a comma is read as a dot). */
const MEASURE_RULE = /^\d{1,11}(\.\d{1,3})?$/;
/** A secure watch link of the video site with its 11-character id. */
const VIDEO_LINK_RULE = /^https:\/\/(www\.|m\.)?youtube\.com\/watch\?([^\s#]*&)?v=[\w-]{11}([&#]\S*)?$/;

/** Weight (kg), dimensions `{ length, width, height }` (cm) and `videoLink`, each optional. */
function parseDetails(fields: Fields): ProductDetails {
  const measure = (label: string, value: unknown) => {
    if (value === undefined || value === null || value === "") return undefined;
    const text = String(value).replace(",", ".");
    if (!MEASURE_RULE.test(text)) throw fieldError(label);
    return text;
  };
  const dimensions = (fields.dimensions ?? {}) as Record<string, unknown>;
  if (typeof dimensions !== "object" || Array.isArray(dimensions)) throw fieldError("Габариты");
  const videoLink = optionalText(fields, "videoLink");
  if (videoLink !== undefined && !VIDEO_LINK_RULE.test(videoLink))
    throw badRequest("Введите корректную ссылку на видео");
  const details: ProductDetails = {
    weight: measure("Вес", fields.weight),
    length: measure("Длина", dimensions.length),
    width: measure("Ширина", dimensions.width),
    height: measure("Высота", dimensions.height),
    videoLink,
  };
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}

/** The card part of a body. `complete` = the card goes to moderation, so every required field must be there. */
export function parseCard(db: Db, contractorId: number, fields: Fields, complete: boolean, productId = 0): ProductCard {
  const name = optionalText(fields, "name");
  if (!name) throw fieldError("Наименование", MESSAGES.required);
  if (name.length > 255) throw fieldError("Наименование", "не длиннее 255 символов");
  const article = optionalText(fields, "article") ?? null;
  if (article !== null && !ARTICLE_RULE.test(article)) throw fieldError("Артикул");
  const categoryId = optionalInteger(fields, "categoryId") ?? null;
  if (categoryId !== null && !isLeafCategory(db, categoryId))
    throw fieldError("Категория", "выберите категорию последнего уровня");
  const card: ProductCard = {
    name,
    article,
    brand: optionalText(fields, "brand") ?? null,
    description: optionalText(fields, "description") ?? null,
    categoryId,
    images: parseImages(fields),
    properties: parseProperties(db, fields, categoryId, complete),
    barcodes: parseBarcodes(db, contractorId, fields, productId),
    details: parseDetails(fields),
  };
  if (complete) {
    if (!card.article) throw fieldError("Артикул", MESSAGES.required);
    if (card.categoryId === null) throw fieldError("Категория", MESSAGES.required);
    if (card.barcodes.length === 0) throw badRequest(BARCODE_MESSAGE);
    if (card.images.length === 0) throw fieldError("Изображения", "загрузите хотя бы одно изображение");
  }
  return card;
}

/** The offer part of a new card: price and VAT are required outside drafts; the old price must exceed the price. */
export function parseOffer(fields: Fields, complete: boolean): OfferFields {
  const price = parsePrice(fields.price) ?? null;
  const oldPrice = parsePrice(fields.oldPrice) ?? null;
  const vat = parseVat(fields.vat);
  if (complete && price === null) throw badRequest(PRICE_MESSAGE);
  if (complete && vat === undefined) throw fieldError("НДС", MESSAGES.required);
  if (price !== null && oldPrice !== null && oldPrice <= price)
    throw fieldError("Старая цена", "должна быть больше цены");
  return { price, oldPrice, vat: vat ?? "20", stock: parseStock(fields) ?? 0, dcStock: 0 };
}
