/** Products and offers of the supplier: cards, offers, tabs, archive, price quarantine, copies. */
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { badRequest, notFound } from "../server/errors";
import { parseListQuery } from "../server/list-query";
import type { ApiRequest, Router } from "../server/router";
import {
  idParam,
  objectBody,
  optionalBoolean,
  optionalIdList,
  optionalInteger,
  optionalText,
  type Fields,
} from "../server/validate";
import { BARCODE_MESSAGE, isValidEan13 } from "./barcode";
import { parseBarcodes, parseCard, parseOffer, parsePrice, parseStock } from "./catalog-cards";
import { CATEGORY_WITH_DESCENDANTS, registerCategories } from "./catalog-categories";
import {
  findOwnProduct,
  insertProduct,
  PRODUCT_SOURCE,
  productCard,
  productFacts,
  productItem,
  replaceBarcodes,
  updateCard,
  type ProductRow,
} from "./catalog-store";
import { registerCdn } from "./cdn";
import { fetchPage, installCasefold, listFilter, originOf, prepared, searchPattern, Where } from "./paging";

const BASE = "/sp-products-catalog";

/** Tabs of the catalog (nameList) → the statuses they show; "all" is every card outside drafts and the archive. */
const CATALOG_TABS: Record<string, readonly string[]> = {
  all: ["onSale", "ready", "idle", "blocked", "moderation", "moderationFailed"],
  onSale: ["onSale"],
  ready: ["ready"],
  moderationFailed: ["moderationFailed"],
  archived: ["archived"],
};

/** Sortable fields (also published in values-map offerSortFields) → SQL. */
export const OFFER_SORT_COLUMNS: Record<string, string> = {
  createdAt: "p.created_at",
  updatedAt: "p.updated_at",
  name: "p.name",
  article: "p.article",
  price: "p.price",
  oldPrice: "p.old_price",
  stock: "p.stock",
  dcStock: "p.dc_stock",
  status: "p.status",
};

/** A price change of more than 50% either way is held in the quarantine until the supplier confirms it. */
const QUARANTINE_RATIO = 0.5;

const inList = (values: readonly unknown[]) => values.map(() => "?").join(",");

/** Filter of the product lists: search (name, article, barcode), visible, categoryId (with subcategories), offerIds. */
function productWhere(contractorId: number, statuses: readonly string[], filter: Fields): Where {
  const where = new Where()
    .add("p.contractor_id = ?", contractorId)
    .add(`p.status IN (${inList(statuses)})`, ...statuses);
  const pattern = searchPattern(filter);
  if (pattern) {
    where.add(
      `(casefold(p.name || ' ' || coalesce(p.article, '')) LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM catalog_barcodes b WHERE b.product_id = p.id AND b.barcode LIKE ? ESCAPE '\\'))`,
      pattern,
      pattern,
    );
  }
  const visible = optionalBoolean(filter, "visible");
  if (visible !== undefined) where.add("p.visible = ?", visible ? 1 : 0);
  // Narrows a tab to one of its statuses (the "all" tab holds several); a status outside the tab finds nothing.
  const status = optionalText(filter, "status");
  if (status !== undefined) where.add("p.status = ?", status);
  const categoryId = optionalInteger(filter, "categoryId");
  if (categoryId !== undefined) where.add(`p.category_id IN (${CATEGORY_WITH_DESCENDANTS})`, categoryId);
  const offerIds = optionalIdList(filter, "offerIds");
  if (offerIds) where.add(`p.offer_id IN (${inList(offerIds)})`, ...offerIds);
  return where;
}

/** Offer ids of a bulk call: a bare JSON array, or the array under `key`. */
function offerIdsOf(req: ApiRequest, key: string): number[] {
  const ids = optionalIdList(Array.isArray(req.body) ? { [key]: req.body } : objectBody(req), key);
  if (!ids || ids.length === 0) throw badRequest("Не выбраны товары");
  return [...new Set(ids)];
}

export function register(r: Router, ctx: Ctx): void {
  installCasefold(ctx.db);
  const supplier = (req: ApiRequest) => requireActiveContractor(requireCaller(ctx, req));
  const nowIso = () => new Date(ctx.now()).toISOString();
  const factsOf = (req: ApiRequest, row: ProductRow) => productFacts(ctx, [row], originOf(req))[0];
  /** ProductCard: the card calls answer the product so. */
  const cardOf = (req: ApiRequest, row: ProductRow) => productCard(factsOf(req, row));
  /** Product: the offer calls answer the product so. */
  const itemOf = (req: ApiRequest, row: ProductRow) => productItem(factsOf(req, row));
  const ownById = (contractorId: number, id: number) => findOwnProduct(ctx.db, contractorId, "id", id);
  const ownByOffer = (contractorId: number, offerId: number) =>
    findOwnProduct(ctx.db, contractorId, "offer_id", offerId);

  const listProducts = (req: ApiRequest, statuses: readonly string[]) => {
    const contractorId = supplier(req);
    const query = parseListQuery(req.query, {
      sortColumns: OFFER_SORT_COLUMNS,
      defaultSort: { field: "createdAt", direction: "desc" },
      tieBreaker: "p.id",
    });
    const where = productWhere(contractorId, statuses, listFilter(req));
    const { rows, total } = fetchPage<ProductRow>(ctx.db, PRODUCT_SOURCE, where, query);
    return { items: productFacts(ctx, rows, originOf(req)).map(productItem), total };
  };

  registerCategories(r, ctx);
  registerCdn(r, ctx);

  r.route("POST", `${BASE}/v2/product/offer/list`, (req) => listProducts(req, CATALOG_TABS.all));
  r.route("POST", `${BASE}/v2/product/offer/list/:nameList`, (req) => {
    const statuses = CATALOG_TABS[req.params.nameList];
    if (!statuses) throw notFound("Нет такой вкладки каталога");
    return listProducts(req, statuses);
  });
  r.route("POST", `${BASE}/product/offer/list/sandbox`, (req) => listProducts(req, ["blocked"]));
  r.route("POST", `${BASE}/product/draft/list`, (req) => listProducts(req, ["draft"]));

  r.route("GET", `${BASE}/stats/status`, (req) => {
    const contractorId = supplier(req);
    const counts = prepared(
      ctx.db,
      "SELECT status, COUNT(*) AS count FROM catalog_products WHERE contractor_id = ? GROUP BY status",
    ).all(contractorId) as Array<{ status: string; count: number }>;
    const countOf = (statuses: readonly string[]) =>
      counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.count, 0);
    return {
      ...Object.fromEntries(Object.entries(CATALOG_TABS).map(([tab, statuses]) => [tab, countOf(statuses)])),
      sandbox: countOf(["blocked"]),
      draft: countOf(["draft"]),
    };
  });

  r.route("GET", `${BASE}/v2/product/unique-barcode/:barcode`, (req) => {
    const contractorId = supplier(req);
    const { barcode } = req.params;
    if (!isValidEan13(barcode)) throw badRequest(BARCODE_MESSAGE);
    // general=true asks about the whole marketplace; otherwise only the supplier's own cards count.
    const general = optionalBoolean({ general: req.query.get("general") ?? undefined }, "general") ?? false;
    const sql = general
      ? "SELECT product_id FROM catalog_barcodes WHERE barcode = ? LIMIT 1"
      : "SELECT product_id FROM catalog_barcodes WHERE barcode = ? AND contractor_id = ? LIMIT 1";
    const used = prepared(ctx.db, sql).get(...(general ? [barcode] : [barcode, contractorId]));
    return { unique: used === undefined };
  });

  r.route("GET", `${BASE}/v2/product/:draftId`, (req) => cardOf(req, ownById(supplier(req), idParam(req, "draftId"))));

  // A new card: a draft when isDraft is true, otherwise it goes to moderation with an offer id.
  r.route("POST", `${BASE}/v2/product`, (req) => {
    const contractorId = supplier(req);
    const fields = objectBody(req);
    const complete = optionalBoolean(fields, "isDraft") !== true;
    const contractType = fields.contractType === "supply" ? "supply" : "commission";
    const id = ctx.tx(() =>
      insertProduct(ctx.db, {
        ...parseCard(ctx.db, contractorId, fields, complete),
        ...parseOffer(fields, complete),
        contractorId,
        contractType,
        moderation: complete ? "pending" : "draft",
        createdAt: nowIso(),
      }),
    );
    return cardOf(req, ownById(contractorId, id));
  });

  // Edits the card. A draft stays one unless isDraft is false; a rejected card goes back to moderation.
  r.route("PUT", `${BASE}/v2/product/:draftId`, (req) => {
    const contractorId = supplier(req);
    const existing = ownById(contractorId, idParam(req, "draftId"));
    const fields = objectBody(req);
    const wasDraft = existing.moderation === "draft";
    const complete = !wasDraft || optionalBoolean(fields, "isDraft") === false;
    const moderation = wasDraft
      ? complete
        ? "pending"
        : "draft"
      : existing.moderation === "failed"
        ? "pending"
        : existing.moderation;
    ctx.tx(() => {
      updateCard(
        ctx.db,
        existing.id,
        parseCard(ctx.db, contractorId, fields, complete, existing.id),
        moderation,
        nowIso(),
      );
      if (wasDraft) {
        const offer = parseOffer(fields, complete);
        prepared(ctx.db, "UPDATE catalog_products SET price = ?, old_price = ?, vat = ?, stock = ? WHERE id = ?").run(
          offer.price,
          offer.oldPrice,
          offer.vat,
          offer.stock,
          existing.id,
        );
      }
    });
    return cardOf(req, ownById(contractorId, existing.id));
  });

  r.route("PATCH", `${BASE}/v2/product/:draftId`, (req) => {
    const contractorId = supplier(req);
    const existing = ownById(contractorId, idParam(req, "draftId"));
    const fields = objectBody(req);
    if (!Array.isArray(fields.barcodes) || fields.barcodes.length === 0) throw badRequest(BARCODE_MESSAGE);
    const barcodes = parseBarcodes(ctx.db, contractorId, fields, existing.id);
    ctx.tx(() => {
      replaceBarcodes(ctx.db, contractorId, existing.id, barcodes);
      prepared(ctx.db, "UPDATE catalog_products SET updated_at = ? WHERE id = ?").run(nowIso(), existing.id);
    });
    return cardOf(req, ownById(contractorId, existing.id));
  });

  // Price (sent only when above 0) and stock (only when 0 or more).
  r.route("PATCH", `${BASE}/v2/product/offer/:offerId`, (req) => {
    const contractorId = supplier(req);
    const existing = ownByOffer(contractorId, idParam(req, "offerId"));
    const fields = objectBody(req);
    const price = parsePrice(fields.price);
    const stock = parseStock(fields);
    if (price === undefined && stock === undefined) throw badRequest("Укажите цену или остаток");
    ctx.tx(() => {
      if (price !== undefined && price !== existing.price) {
        const jump = existing.price !== null && Math.abs(price - existing.price) / existing.price > QUARANTINE_RATIO;
        const sql = jump
          ? "UPDATE catalog_products SET quarantine_price = ? WHERE id = ?"
          : "UPDATE catalog_products SET prev_price = price, price = ?, quarantine_price = NULL WHERE id = ?";
        prepared(ctx.db, sql).run(price, existing.id);
      }
      if (stock !== undefined)
        prepared(ctx.db, "UPDATE catalog_products SET stock = ? WHERE id = ?").run(stock, existing.id);
      prepared(ctx.db, "UPDATE catalog_products SET updated_at = ? WHERE id = ?").run(nowIso(), existing.id);
    });
    return itemOf(req, ownByOffer(contractorId, existing.offer_id!));
  });

  const setArchived = (contractorId: number, offerIds: readonly number[], archived: boolean) =>
    ctx.tx(() => {
      for (const offerId of offerIds) ownByOffer(contractorId, offerId); // 404 before changing anything
      prepared(
        ctx.db,
        `UPDATE catalog_products SET archived = ?, updated_at = ? WHERE contractor_id = ? AND offer_id IN (${inList(offerIds)})`,
      ).run(archived ? 1 : 0, nowIso(), contractorId, ...offerIds);
      return { count: offerIds.length };
    });

  r.route("POST", `${BASE}/v2/product/offer/archive/multiple`, (req) =>
    setArchived(supplier(req), offerIdsOf(req, "offers"), true),
  );
  r.route("DELETE", `${BASE}/v2/product/offer/archive/multiple`, (req) =>
    setArchived(supplier(req), offerIdsOf(req, "offers"), false),
  );
  for (const [method, archived] of [
    ["POST", true],
    ["DELETE", false],
  ] as const) {
    r.route(method, `${BASE}/v2/product/offer/archive/:id`, (req) => {
      const contractorId = supplier(req);
      const offerId = idParam(req);
      setArchived(contractorId, [offerId], archived);
      return itemOf(req, ownByOffer(contractorId, offerId));
    });
  }

  // Leaving the quarantine confirms the held price: it becomes the price, the old one the previous price.
  const RELEASE =
    "UPDATE catalog_products SET prev_price = price, price = quarantine_price, quarantine_price = NULL, updated_at = ?";
  r.route("DELETE", `${BASE}/v2/product/offer/sandbox/all`, (req) => {
    const contractorId = supplier(req);
    const result = prepared(ctx.db, `${RELEASE} WHERE contractor_id = ? AND status = 'blocked'`).run(
      nowIso(),
      contractorId,
    );
    return { count: result.changes };
  });
  r.route("DELETE", `${BASE}/v2/product/offer/sandbox/by-offer-ids`, (req) => {
    const contractorId = supplier(req);
    const offerIds = offerIdsOf(req, "offerIds");
    return ctx.tx(() => {
      for (const offerId of offerIds) {
        if (ownByOffer(contractorId, offerId).status !== "blocked")
          throw badRequest(`Товар ${offerId} не находится в ценовом карантине`);
      }
      prepared(ctx.db, `${RELEASE} WHERE contractor_id = ? AND offer_id IN (${inList(offerIds)})`).run(
        nowIso(),
        contractorId,
        ...offerIds,
      );
      return { count: offerIds.length };
    });
  });

  // Copies become drafts under the chosen contract type; barcodes stay behind (fill them in via update-barcode).
  r.route("POST", `${BASE}/v2/product/offer/copy/batch`, (req) => {
    const contractorId = supplier(req);
    const fields = objectBody(req);
    const contractType = fields.contractType;
    if (contractType !== "commission" && contractType !== "supply")
      throw badRequest("Поле contractType: commission или supply");
    const productIds = optionalIdList(fields, "productIds");
    if (!productIds || productIds.length === 0) throw badRequest("Не выбраны товары");
    const items = ctx.tx(() =>
      productIds.map((sourceId) => {
        const source = ownById(contractorId, sourceId);
        const draftId = insertProduct(ctx.db, {
          contractorId,
          contractType,
          name: source.name,
          article: source.article,
          brand: source.brand,
          description: source.description,
          categoryId: source.category_id,
          images: JSON.parse(source.images),
          properties: JSON.parse(source.properties),
          details: JSON.parse(source.details),
          barcodes: [],
          vat: source.vat,
          price: source.price,
          oldPrice: source.old_price,
          stock: 0,
          dcStock: 0,
          moderation: "draft",
          createdAt: nowIso(),
        });
        return { sourceId, draftId };
      }),
    );
    return { items, total: items.length };
  });
}
