/**
 * Promotions. Marketplace promotions are open to every supplier; seller promotions
 * belong to their creator. A supplier joins one through a "personal" record whose id is the
 * promotion's stockId (0 = not joined yet), and its products carry promo prices A, B and R.
 */
import type { components } from "../../contract/marketplace.types";
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { columnOf, valueOf } from "../db";
import { badRequest, notFound } from "../server/errors";
import { parseListQuery } from "../server/list-query";
import type { ApiRequest, Router } from "../server/router";
import {
  idParam,
  MESSAGES,
  objectBody,
  optionalBoolean,
  optionalIdList,
  optionalInteger,
  optionalText,
  type Fields,
} from "../server/validate";
import { OFFER_SORT_COLUMNS } from "./catalog";
import { parsePrice } from "./catalog-cards";
import {
  findOwnProduct,
  PRODUCT_SOURCE,
  productFacts,
  productImages,
  productOffer,
  type ProductFacts,
  type ProductRow,
} from "./catalog-store";
import {
  absoluteUrl,
  fetchPage,
  installCasefold,
  listFilter,
  originOf,
  prepared,
  searchPattern,
  Where,
} from "./paging";

const BASE = "/suppliers-promotions";
const SOURCES = ["marketplace", "seller"] as const;
const SITES = ["b2c", "b2b"] as const;
/** A product may join a promotion when it is a live offer (not a draft, not in moderation, not archived). */
const ELIGIBLE_STATUSES = ["onSale", "ready", "idle", "blocked"];

/** Status filter values, computed from the dates against the emulator's clock. */
const STATUS_FILTERS = {
  current: {
    name: "Идут сейчас",
    narrow: (where: Where, now: string) => where.add("pr.start_at <= ? AND pr.finish_at >= ?", now, now),
  },
  future: { name: "Скоро начнутся", narrow: (where: Where, now: string) => where.add("pr.start_at > ?", now) },
  past: { name: "Завершились", narrow: (where: Where, now: string) => where.add("pr.finish_at < ?", now) },
};
type StatusFilter = keyof typeof STATUS_FILTERS;

// Rounded down, so the default never gives less than the discount asked for.
const wholeRubles = (value: number) => Math.max(1, Math.floor(value));

/** Prices for a product joining with a given discount: R is the retail promo price, A and B the loyalty-card ones, a bit lower. */
export function defaultPromoPrices(price: number, percent: number) {
  const promoPriceR = wholeRubles(price * (1 - percent / 100));
  return { promoPriceR, promoPriceB: wholeRubles(promoPriceR * 0.98), promoPriceA: wholeRubles(promoPriceR * 0.96) };
}

interface PromotionRow {
  id: number;
  source: (typeof SOURCES)[number];
  owner_contractor_id: number | null;
  name: string;
  description: string;
  active: number;
  start_at: string;
  finish_at: string;
  min_percent: number;
  image: string | null;
  site_id: string;
  category_ids: string;
  store_ids: string;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T, label: string): T => {
  if (value === null || value === "") return fallback;
  if (!(allowed as readonly string[]).includes(value))
    throw badRequest(`Параметр ${label}: допустимо ${allowed.join(", ")}`);
  return value as T;
};

/** An ISO date or date-time; stored as an ISO instant. */
function parseInstant(fields: Fields, key: string): string | undefined {
  const text = optionalText(fields, key);
  if (text === undefined) return undefined;
  const date = /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  return date.toISOString();
}

type Schemas = components["schemas"];

type PromoProductRow = {
  id: number;
  product_id: number;
  price: number;
  promo_price_a: number;
  promo_price_b: number;
  promo_price_r: number;
};

/** PromoProductPrices: a product's part in a promotion (the list's `promoProduct`, the answer of PUT products/{id}). */
function promoProductPrices(row: Omit<PromoProductRow, "product_id">): Required<Schemas["PromoProductPrices"]> {
  return {
    id: row.id,
    price: row.price,
    promoPriceA: row.promo_price_a,
    promoPriceB: row.promo_price_b,
    promoPriceR: row.promo_price_r,
  };
}

/**
 * PromoProduct: a product of the promotion's product list, its own shape (not the catalog's Product
 * with a field swapped), so a field added to one of them cannot reach the other.
 */
export function promoProductItem(
  product: ProductFacts,
  inPromotion: PromoProductRow | undefined,
): Required<Schemas["PromoProduct"]> {
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
    promoProduct: inPromotion ? promoProductPrices(inPromotion) : null,
  };
}

export function register(r: Router, ctx: Ctx): void {
  installCasefold(ctx.db);
  const supplier = (req: ApiRequest) => requireActiveContractor(requireCaller(ctx, req));
  const nowIso = () => new Date(ctx.now()).toISOString();

  /** Names for ids stored as JSON lists. */
  const namesOf = (table: "catalog_categories" | "stores", idsJson: string) => {
    const ids = JSON.parse(idsJson) as number[];
    const names = new Map(
      (prepared(ctx.db, `SELECT id, name FROM ${table}`).all() as Array<{ id: number; name: string }>).map((row) => [
        row.id,
        row.name,
      ]),
    );
    return { ids, names: ids.map((id) => names.get(id) ?? "") };
  };

  const views = (req: ApiRequest, contractorId: number, rows: readonly PromotionRow[]) => {
    if (rows.length === 0) return [];
    const marks = rows.map(() => "?").join(",");
    const joined = prepared(
      ctx.db,
      `SELECT pe.promotion_id, pe.id, (SELECT COUNT(*) FROM promotion_products pp WHERE pp.personal_id = pe.id) AS products
       FROM promotion_personal pe WHERE pe.contractor_id = ? AND pe.promotion_id IN (${marks})`,
    ).all(contractorId, ...rows.map((row) => row.id)) as Array<{ promotion_id: number; id: number; products: number }>;
    return rows.map((row) => {
      const personal = joined.find((j) => j.promotion_id === row.id);
      const categories = namesOf("catalog_categories", row.category_ids);
      const stores = namesOf("stores", row.store_ids);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        active: row.active === 1,
        startAt: row.start_at,
        finishAt: row.finish_at,
        minPercent: row.min_percent,
        image: row.image === null ? null : absoluteUrl(originOf(req), row.image),
        categoryIds: categories.ids,
        categoryNames: categories.names,
        storeIds: stores.ids,
        storeNames: stores.names,
        siteId: row.site_id,
        source: row.source,
        productCnt: personal?.products ?? 0,
        stockId: personal?.id ?? 0,
      };
    });
  };

  /** A promotion the supplier may see: any marketplace one, or its own seller one. */
  const visiblePromotion = (contractorId: number, id: number) => {
    const row = prepared(
      ctx.db,
      "SELECT * FROM promotions pr WHERE pr.id = ? AND (pr.source = 'marketplace' OR pr.owner_contractor_id = ?)",
    ).get(id, contractorId) as PromotionRow | undefined;
    if (!row) throw notFound("Акция не найдена");
    return row;
  };

  /** The supplier's participation: by personalId, or (personalId 0) by ?promotionId, created on demand when `join`. */
  const personalOf = (
    req: ApiRequest,
    contractorId: number,
    join: boolean,
  ): { personalId: number; promotion: PromotionRow } => {
    const personalId = idParam(req, "personalId");
    if (req.params.personalId !== "0") {
      const row = prepared(
        ctx.db,
        "SELECT promotion_id FROM promotion_personal WHERE id = ? AND contractor_id = ?",
      ).get(personalId, contractorId) as { promotion_id: number } | undefined;
      if (!row) throw notFound("Участие в акции не найдено");
      return { personalId, promotion: visiblePromotion(contractorId, row.promotion_id) };
    }
    const promotionId = optionalInteger({ promotionId: req.query.get("promotionId") }, "promotionId");
    if (!promotionId) throw badRequest("Укажите promotionId");
    const promotion = visiblePromotion(contractorId, promotionId);
    const existing = valueOf(
      prepared(ctx.db, "SELECT id FROM promotion_personal WHERE promotion_id = ? AND contractor_id = ?"),
      promotion.id,
      contractorId,
    ) as number | undefined;
    if (existing !== undefined || !join) return { personalId: existing ?? 0, promotion };
    const created = prepared(ctx.db, "INSERT INTO promotion_personal (promotion_id, contractor_id) VALUES (?, ?)").run(
      promotion.id,
      contractorId,
    );
    return { personalId: Number(created.lastInsertRowid), promotion };
  };

  /** Promo prices must be positive and give at least the promotion's minimum discount. */
  const checkPromoPrices = (promotion: PromotionRow, price: number, prices: number[]) => {
    const ceiling = price * (1 - promotion.min_percent / 100);
    if (prices.some((p) => p > ceiling + 1e-9))
      throw badRequest(`Скидка по акции должна быть не меньше ${promotion.min_percent}%`);
  };

  r.route("GET", `${BASE}/personal/filters/:source/:siteId`, (req) => {
    supplier(req);
    oneOf(req.params.source, SOURCES, "marketplace", "source");
    oneOf(req.params.siteId, SITES, "b2c", "siteId");
    return { status: Object.entries(STATUS_FILTERS).map(([value, { name }]) => ({ value, name })) };
  });

  r.route("GET", `${BASE}/personal`, (req) => {
    const contractorId = supplier(req);
    const query = parseListQuery(req.query, {
      sortColumns: { startAt: "pr.start_at", finishAt: "pr.finish_at", name: "pr.name" },
      defaultSort: { field: "startAt", direction: "desc" },
      defaultLimit: 10,
      tieBreaker: "pr.id",
    });
    const source = oneOf(req.query.get("source"), SOURCES, "marketplace", "source");
    const where = new Where()
      .add("pr.source = ?", source)
      .add("pr.site_id = ?", oneOf(req.query.get("siteId"), SITES, "b2c", "siteId"))
      .add("(pr.source = 'marketplace' OR pr.owner_contractor_id = ?)", contractorId);
    const pattern = searchPattern({ name: req.query.get("name") }, "name");
    if (pattern) where.add("casefold(pr.name) LIKE ? ESCAPE '\\'", pattern);
    const status = req.query.get("status");
    if (status)
      STATUS_FILTERS[oneOf(status, Object.keys(STATUS_FILTERS) as StatusFilter[], "current", "status")].narrow(
        where,
        nowIso(),
      );
    const { rows, total } = fetchPage<PromotionRow>(
      ctx.db,
      { select: "pr.*", from: "promotions pr", key: "pr.id" },
      where,
      query,
    );
    return { items: views(req, contractorId, rows), total };
  });

  r.route("GET", `${BASE}/personal/by-promotion-id/:id`, (req) => {
    const contractorId = supplier(req);
    return views(req, contractorId, [visiblePromotion(contractorId, idParam(req))])[0];
  });

  /** A seller promotion's fields from a body over the current values; finishAt, name, siteId, startAt, storeIds required. */
  const sellerPromotionFields = (fields: Fields, current?: PromotionRow) => {
    const name = optionalText(fields, "name") ?? current?.name;
    const siteId = optionalText(fields, "siteId") ?? current?.site_id;
    const startAt = parseInstant(fields, "startAt") ?? current?.start_at;
    const finishAt = parseInstant(fields, "finishAt") ?? current?.finish_at;
    const storeIds =
      optionalIdList(fields, "storeIds") ?? (current ? (JSON.parse(current.store_ids) as number[]) : undefined);
    const missing =
      Object.entries({ finishAt, name, siteId, startAt }).find(([, value]) => value === undefined)?.[0] ??
      (storeIds?.length ? undefined : "storeIds");
    if (missing) throw badRequest(`Поле ${missing}: ${MESSAGES.required}`);
    if (!(SITES as readonly string[]).includes(siteId!)) throw badRequest("Поле siteId: b2c или b2b");
    if (finishAt! <= startAt!) throw badRequest("Дата окончания должна быть позже даты начала");
    const known = columnOf(prepared(ctx.db, "SELECT id FROM stores")) as number[];
    if (!storeIds!.every((id) => known.includes(id))) throw badRequest("Поле storeIds: нет такого магазина");
    const minPercent = optionalInteger(fields, "minPercent") ?? current?.min_percent ?? 0;
    if (minPercent < 0 || minPercent > 99) throw badRequest("Поле minPercent: от 0 до 99");
    const active = optionalBoolean(fields, "active") ?? (current ? current.active === 1 : true);
    return {
      name: name!,
      siteId: siteId!,
      startAt: startAt!,
      finishAt: finishAt!,
      storeIds: JSON.stringify(storeIds),
      minPercent,
      active: active ? 1 : 0,
    };
  };

  r.route("POST", `${BASE}/personal`, (req) => {
    const contractorId = supplier(req);
    const p = sellerPromotionFields(objectBody(req));
    const id = ctx.tx(() => {
      const promotionId = prepared(
        ctx.db,
        `INSERT INTO promotions (source, owner_contractor_id, name, active, start_at, finish_at, min_percent, site_id, store_ids)
         VALUES ('seller', ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(contractorId, p.name, p.active, p.startAt, p.finishAt, p.minPercent, p.siteId, p.storeIds).lastInsertRowid;
      prepared(ctx.db, "INSERT INTO promotion_personal (promotion_id, contractor_id) VALUES (?, ?)").run(
        promotionId,
        contractorId,
      );
      return Number(promotionId);
    });
    return views(req, contractorId, [visiblePromotion(contractorId, id)])[0];
  });

  r.route("PUT", `${BASE}/promotion-private/:id`, (req) => {
    const contractorId = supplier(req);
    const current = visiblePromotion(contractorId, idParam(req));
    if (current.source !== "seller") throw notFound("Акция не найдена");
    const p = sellerPromotionFields(objectBody(req), current);
    prepared(
      ctx.db,
      "UPDATE promotions SET name = ?, active = ?, start_at = ?, finish_at = ?, min_percent = ?, site_id = ?, store_ids = ? WHERE id = ?",
    ).run(p.name, p.active, p.startAt, p.finishAt, p.minPercent, p.siteId, p.storeIds, current.id);
    return views(req, contractorId, [visiblePromotion(contractorId, current.id)])[0];
  });

  // Body: a list of product ids, or of {productId, promoPriceA?, promoPriceB?, promoPriceR?}; missing prices get the minimum discount.
  r.route("POST", `${BASE}/personal/:personalId/products`, (req) => {
    const contractorId = supplier(req);
    if (!Array.isArray(req.body) || req.body.length === 0) throw badRequest("Передайте список товаров");
    const entries = (req.body as unknown[]).map((item) =>
      typeof item === "object" && item !== null ? (item as Fields) : { productId: item },
    );
    return ctx.tx(() => {
      const { personalId, promotion } = personalOf(req, contractorId, true);
      if (promotion.finish_at < nowIso()) throw badRequest("Акция завершена");
      const upsert = prepared(
        ctx.db,
        `INSERT INTO promotion_products (personal_id, product_id, price, promo_price_a, promo_price_b, promo_price_r) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (personal_id, product_id) DO UPDATE SET price = excluded.price, promo_price_a = excluded.promo_price_a,
           promo_price_b = excluded.promo_price_b, promo_price_r = excluded.promo_price_r`,
      );
      for (const entry of entries) {
        const productId = optionalInteger(entry, "productId");
        const product = findOwnProduct(ctx.db, contractorId, "id", productId ?? 0);
        if (!ELIGIBLE_STATUSES.includes(product.status) || product.price === null)
          throw badRequest(`Товар ${product.id} не может участвовать в акции`);
        const defaults = defaultPromoPrices(product.price, promotion.min_percent);
        const prices = (["promoPriceA", "promoPriceB", "promoPriceR"] as const).map(
          (key) => parsePrice(entry[key]) ?? defaults[key],
        );
        checkPromoPrices(promotion, product.price, prices);
        upsert.run(personalId, product.id, product.price, ...prices);
      }
      return {};
    });
  });

  // inPromo=true (default): the products in the promotion with their promo prices; false: the supplier's products that may still join.
  r.route("POST", `${BASE}/personal/:personalId/product-list`, (req) => {
    const contractorId = supplier(req);
    const { personalId } = personalOf(req, contractorId, false);
    const inPromo = optionalBoolean({ inPromo: req.query.get("inPromo") ?? undefined }, "inPromo") ?? true;
    const query = parseListQuery(req.query, {
      sortColumns: OFFER_SORT_COLUMNS,
      defaultSort: { field: "name", direction: "asc" },
      defaultLimit: 10,
      tieBreaker: "p.id",
    });
    const joined = "EXISTS (SELECT 1 FROM promotion_products pp WHERE pp.personal_id = ? AND pp.product_id = p.id)";
    const where = new Where()
      .add("p.contractor_id = ?", contractorId)
      .add(`p.status IN (${ELIGIBLE_STATUSES.map(() => "?").join(",")})`, ...ELIGIBLE_STATUSES)
      .add(inPromo ? joined : `NOT ${joined}`, personalId);
    const pattern = searchPattern(listFilter(req));
    if (pattern) where.add("casefold(p.name || ' ' || coalesce(p.article, '')) LIKE ? ESCAPE '\\'", pattern);
    const { rows, total } = fetchPage<ProductRow>(ctx.db, PRODUCT_SOURCE, where, query);
    const promoRows = prepared(ctx.db, "SELECT * FROM promotion_products WHERE personal_id = ?").all(
      personalId,
    ) as PromoProductRow[];
    const items = productFacts(ctx, rows, originOf(req)).map((product) =>
      promoProductItem(
        product,
        promoRows.find((row) => row.product_id === product.row.id),
      ),
    );
    return { items, total };
  });

  /** A promo product row of this supplier, with its promotion. */
  const ownPromoProduct = (contractorId: number, id: number) => {
    const row = prepared(
      ctx.db,
      `SELECT pp.id, pp.price, pe.promotion_id FROM promotion_products pp JOIN promotion_personal pe ON pe.id = pp.personal_id
       WHERE pp.id = ? AND pe.contractor_id = ?`,
    ).get(id, contractorId) as { id: number; price: number; promotion_id: number } | undefined;
    if (!row) throw notFound("Товар акции не найден");
    return row;
  };

  r.route("PUT", `${BASE}/products/:id`, (req) => {
    const contractorId = supplier(req);
    const current = ownPromoProduct(contractorId, idParam(req));
    const fields = objectBody(req);
    const price = parsePrice(fields.price) ?? current.price;
    const prices = (["promoPriceA", "promoPriceB", "promoPriceR"] as const).map((key) => {
      const value = parsePrice(fields[key]);
      if (value === undefined) throw badRequest(`Поле ${key}: ${MESSAGES.required}`);
      return value;
    });
    checkPromoPrices(visiblePromotion(contractorId, current.promotion_id), price, prices);
    prepared(
      ctx.db,
      "UPDATE promotion_products SET price = ?, promo_price_a = ?, promo_price_b = ?, promo_price_r = ? WHERE id = ?",
    ).run(price, ...prices, current.id);
    const [promo_price_a, promo_price_b, promo_price_r] = prices;
    return promoProductPrices({ id: current.id, price, promo_price_a, promo_price_b, promo_price_r });
  });

  r.route("DELETE", `${BASE}/products/:id`, (req) => {
    const current = ownPromoProduct(supplier(req), idParam(req));
    prepared(ctx.db, "DELETE FROM promotion_products WHERE id = ?").run(current.id);
    return { count: 1 };
  });

  r.route("DELETE", `${BASE}/personal/:personalId/products`, (req) => {
    const contractorId = supplier(req);
    const { personalId } = personalOf(req, contractorId, false);
    return { count: prepared(ctx.db, "DELETE FROM promotion_products WHERE personal_id = ?").run(personalId).changes };
  });
}
