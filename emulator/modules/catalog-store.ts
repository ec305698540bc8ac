/**
 * Product rows, and the answers of the contract that carry a product (Product, ProductCard and their
 * parts). Shared by the catalog, the importer, promotions and the seed.
 */
import type { components } from "../../contract/marketplace.types";
import type { Ctx } from "../context";
import type { Db } from "../db";
import { notFound } from "../server/errors";
import { absoluteUrl, prepared, type ListSource } from "./paging";

export type Vat = "none" | "10" | "20";
export const VATS: readonly Vat[] = ["none", "10", "20"];

export interface ProductRow {
  id: number;
  offer_id: number | null;
  contractor_id: number;
  contract_type: string;
  name: string;
  article: string | null;
  brand: string | null;
  description: string | null;
  category_id: number | null;
  category_name: string | null;
  images: string;
  properties: string;
  visible: number;
  vat: Vat;
  price: number | null;
  old_price: number | null;
  prev_price: number | null;
  quarantine_price: number | null;
  stock: number;
  dc_stock: number;
  status: string;
  status_detail: string | null;
  details: string;
  moderation: "draft" | "pending" | "failed" | "approved";
  created_at: string;
  updated_at: string;
}

/** Columns and join every product query selects, so ProductRow is always complete. */
export const PRODUCT_SOURCE: ListSource = {
  select: "p.*, c.name AS category_name",
  from: "catalog_products p LEFT JOIN catalog_categories c ON c.id = p.category_id",
  key: "p.id",
};

export interface ProductCard {
  name: string;
  article: string | null;
  brand: string | null;
  description: string | null;
  categoryId: number | null;
  images: string[];
  properties: Array<{ id: number; value: string | string[] }>;
  barcodes: string[];
  /** Weight (kg), dimensions (cm) and a video link; absent = none. */
  details?: ProductDetails;
}

type Schemas = components["schemas"];

export interface ProductDetails {
  weight?: string;
  length?: string;
  width?: string;
  height?: string;
  videoLink?: string;
}

export interface OfferFields {
  vat: Vat;
  price: number | null;
  oldPrice: number | null;
  stock: number;
  dcStock: number;
}

export interface NewProduct extends ProductCard, OfferFields {
  contractorId: number;
  contractType: string;
  moderation: ProductRow["moderation"];
  rejectionReason?: string | null;
  visible?: boolean;
  archived?: boolean;
  prevPrice?: number | null;
  quarantinePrice?: number | null;
  createdAt: string;
}

/** Offer ids are separate from card ids, as in the marketplace: a card gets one on leaving the drafts. */
function nextOfferId(db: Db): number {
  const max = prepared(db, "SELECT MAX(offer_id) AS max FROM catalog_products").get() as { max: number | null };
  return (max.max ?? 500_000) + 1;
}

export function insertProduct(db: Db, product: NewProduct): number {
  const offerId = product.moderation === "draft" ? null : nextOfferId(db);
  const result = prepared(
    db,
    `INSERT INTO catalog_products (offer_id, contractor_id, contract_type, name, article, brand, description, category_id,
       images, properties, moderation, rejection_reason, visible, archived, vat, price, old_price, prev_price,
       quarantine_price, stock, dc_stock, created_at, updated_at, details)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    offerId,
    product.contractorId,
    product.contractType,
    product.name,
    product.article,
    product.brand,
    product.description,
    product.categoryId,
    JSON.stringify(product.images),
    JSON.stringify(product.properties),
    product.moderation,
    product.rejectionReason ?? null,
    product.visible === false ? 0 : 1,
    product.archived ? 1 : 0,
    product.vat,
    product.price,
    product.oldPrice,
    product.prevPrice ?? null,
    product.quarantinePrice ?? null,
    product.stock,
    product.dcStock,
    product.createdAt,
    product.createdAt,
    JSON.stringify(product.details ?? {}),
  );
  const id = Number(result.lastInsertRowid);
  replaceBarcodes(db, product.contractorId, id, product.barcodes);
  return id;
}

/** Rewrites the card fields (not the offer) of an existing product. */
export function updateCard(
  db: Db,
  id: number,
  card: ProductCard,
  moderation: ProductRow["moderation"],
  now: string,
): void {
  const row = prepared(db, "SELECT contractor_id, offer_id FROM catalog_products WHERE id = ?").get(id) as {
    contractor_id: number;
    offer_id: number | null;
  };
  prepared(
    db,
    `UPDATE catalog_products SET name = ?, article = ?, brand = ?, description = ?, category_id = ?, images = ?,
       properties = ?, moderation = ?, rejection_reason = NULL, offer_id = ?, updated_at = ?, details = ? WHERE id = ?`,
  ).run(
    card.name,
    card.article,
    card.brand,
    card.description,
    card.categoryId,
    JSON.stringify(card.images),
    JSON.stringify(card.properties),
    moderation,
    row.offer_id ?? (moderation === "draft" ? null : nextOfferId(db)),
    now,
    JSON.stringify(card.details ?? {}),
    id,
  );
  replaceBarcodes(db, row.contractor_id, id, card.barcodes);
}

export function replaceBarcodes(db: Db, contractorId: number, productId: number, barcodes: readonly string[]): void {
  prepared(db, "DELETE FROM catalog_barcodes WHERE product_id = ?").run(productId);
  const insert = prepared(
    db,
    "INSERT INTO catalog_barcodes (contractor_id, barcode, product_id, position) VALUES (?, ?, ?, ?)",
  );
  barcodes.forEach((barcode, position) => insert.run(contractorId, barcode, productId, position));
}

/** Which of the barcodes the supplier already uses on another card. */
export function barcodesTaken(
  db: Db,
  contractorId: number,
  barcodes: readonly string[],
  exceptProductId = 0,
): string[] {
  const query = prepared(
    db,
    "SELECT product_id FROM catalog_barcodes WHERE contractor_id = ? AND barcode = ? AND product_id <> ?",
  );
  return barcodes.filter((barcode) => query.get(contractorId, barcode, exceptProductId) !== undefined);
}

/** A product of this supplier by card id or offer id; someone else's is "not found" (element_notfound). */
export function findOwnProduct(db: Db, contractorId: number, by: "id" | "offer_id", value: number): ProductRow {
  const row = prepared(
    db,
    `SELECT ${PRODUCT_SOURCE.select} FROM ${PRODUCT_SOURCE.from} WHERE p.${by} = ? AND p.contractor_id = ?`,
  ).get(value, contractorId) as ProductRow | undefined;
  if (!row) throw notFound("Товар не найден");
  return row;
}

type PromoRow = {
  product_id: number;
  promotion_id: number;
  name: string;
  source: string;
  running: number;
  promo_price_a: number;
  promo_price_b: number;
  promo_price_r: number;
};

/**
 * A product row with what its answers are built from: its barcodes, its live promotions (the one
 * running now first, then the upcoming ones) and the host its picture URLs name. Each answer of the
 * contract that carries a product has its own shape function: `productItem` (Product: the lists and
 * the offer changes), `productCard` (ProductCard: the editor), and promotions.ts's `promoProductItem`
 * (PromoProduct). Each names every field of its schema and nothing else, so a field added to one
 * cannot reach another.
 */
export interface ProductFacts {
  row: ProductRow;
  barcodes: string[];
  promotions: PromoRow[];
  origin: string;
}

/** The facts of a page of products, loading barcodes and promotions for the whole page in two queries. */
export function productFacts(ctx: Ctx, rows: readonly ProductRow[], origin: string): ProductFacts[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => "?").join(",");
  const barcodes = prepared(
    ctx.db,
    `SELECT product_id, barcode FROM catalog_barcodes WHERE product_id IN (${marks}) ORDER BY position`,
  ).all(...ids) as Array<{ product_id: number; barcode: string }>;
  const now = new Date(ctx.now()).toISOString();
  const promos = prepared(
    ctx.db,
    `SELECT pp.product_id, pr.id AS promotion_id, pr.name, pr.source, (pr.start_at <= ?) AS running,
            pp.promo_price_a, pp.promo_price_b, pp.promo_price_r
     FROM promotion_products pp
     JOIN promotion_personal pe ON pe.id = pp.personal_id
     JOIN promotions pr ON pr.id = pe.promotion_id
     WHERE pp.product_id IN (${marks}) AND pr.active = 1 AND pr.finish_at >= ?
     ORDER BY running DESC, pr.start_at, pr.id`,
  ).all(now, ...ids, now) as PromoRow[];
  return rows.map((row) => ({
    row,
    barcodes: barcodes.filter((b) => b.product_id === row.id).map((b) => b.barcode),
    promotions: promos.filter((promo) => promo.product_id === row.id),
    origin,
  }));
}

// The parts several product answers carry are one schema each in the contract (ProductOffer,
// ProductPromotion), so they have one shape each here.

/** ProductOffer: VAT, stocks and prices. */
export function productOffer(row: ProductRow): Required<Schemas["ProductOffer"]> {
  return {
    vat: row.vat,
    dcStock: row.dc_stock,
    price: row.price,
    oldPrice: row.old_price,
    prevPrice: row.prev_price,
    stock: row.stock,
    quarantinePrice: row.quarantine_price,
  };
}

/** ProductPromotion: the prices of the promotion running now, and the product's other live promotions. */
function productPromotion(promotions: readonly PromoRow[]): Required<Schemas["ProductPromotion"]> {
  const current = promotions[0]?.running ? promotions[0] : undefined;
  return {
    promoPriceA: current?.promo_price_a ?? null,
    promoPriceB: current?.promo_price_b ?? null,
    promoPriceR: current?.promo_price_r ?? null,
    otherPromotions: promotions
      .filter((promo) => promo !== current)
      .map((promo) => ({ id: promo.promotion_id, name: promo.name })),
  };
}

/** The pictures as absolute URLs on the host asked (API.md). */
export const productImages = ({ row, origin }: ProductFacts) =>
  (JSON.parse(row.images) as string[]).map((url) => absoluteUrl(origin, url));

/** Product: a product as the lists and the offer changes answer it. */
export function productItem(product: ProductFacts): Required<Schemas["Product"]> {
  const { row, barcodes } = product;
  return {
    id: row.id,
    offerId: row.offer_id,
    name: row.name,
    article: row.article,
    barcode: barcodes[0] ?? null,
    images: productImages(product),
    status: row.status,
    statusDetail: row.status_detail,
    visible: row.visible === 1,
    offer: productOffer(row),
    promotion: productPromotion(product.promotions),
  };
}

/** ProductCard: the product as the editor reads it, with the card's own fields. */
export function productCard(product: ProductFacts): Required<Schemas["ProductCard"]> {
  const { row, barcodes } = product;
  const details = JSON.parse(row.details) as ProductDetails;
  return {
    id: row.id,
    offerId: row.offer_id,
    name: row.name,
    article: row.article,
    barcode: barcodes[0] ?? null,
    images: productImages(product),
    status: row.status,
    statusDetail: row.status_detail,
    visible: row.visible === 1,
    offer: productOffer(row),
    promotion: productPromotion(product.promotions),
    brand: row.brand,
    description: row.description,
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? "" },
    barcodes,
    properties: JSON.parse(row.properties) as Array<{ id: number; value: string | string[] }>,
    weight: details.weight ?? null,
    dimensions: { length: details.length ?? null, width: details.width ?? null, height: details.height ?? null },
    videoLink: details.videoLink ?? null,
    contractType: row.contract_type,
  };
}
