import type { Marketplace } from "./client.server";
import type { Answer, Schema } from "./openapi.server";

/** /suppliers-promotions: the marketplace's promotions and the supplier's own. */

export type PromotionSource = Schema<"PromotionSource">;
export type SiteId = Schema<"SiteId">;
export type Promotion = Schema<"Promotion">;

export type PromotionFilters = Answer<"get", "/suppliers-promotions/personal/filters/{source}/{siteId}">;

export type PromoPrices = Schema<"PromoPrices">;

export type PromoProduct = Schema<"PromoProduct">;

export type SellerPromotionFields = {
  name: string;
  siteId: SiteId;
  startAt: string;
  finishAt: string;
  storeIds: number[];
  minPercent?: number;
  active: boolean;
};

/** Promotions and promo products per page. */
export const PROMOTIONS_PAGE_SIZE = 10;

export const promotions = {
  filters: (api: Marketplace, source: PromotionSource, siteId: SiteId) =>
    api.get("/suppliers-promotions/personal/filters/{source}/{siteId}", { path: { source, siteId } }),

  list: (
    api: Marketplace,
    query: { source: PromotionSource; siteId: SiteId; name?: string; status?: string; page: number },
  ) =>
    api.get("/suppliers-promotions/personal", {
      query: {
        limit: PROMOTIONS_PAGE_SIZE,
        skip: (query.page - 1) * PROMOTIONS_PAGE_SIZE,
        name: query.name,
        status: query.status,
        siteId: query.siteId,
        source: query.source,
      },
    }),

  byId: (api: Marketplace, id: number) =>
    api.get("/suppliers-promotions/personal/by-promotion-id/{id}", { path: { id } }),

  create: (api: Marketplace, fields: SellerPromotionFields) =>
    api.post("/suppliers-promotions/personal", { body: fields }),

  /** An edit sends only these fields (the contract's PUT promotion-private): the minimum percent stays as created. */
  update: (api: Marketplace, id: number, { active, finishAt, name, startAt, storeIds }: SellerPromotionFields) =>
    api.put("/suppliers-promotions/promotion-private/{id}", {
      path: { id },
      body: { active, finishAt, name, startAt, storeIds },
    }),

  /** The supplier's products in the promotion (`inPromo`) or still free to join it, named by promotionId. */
  products: (
    api: Marketplace,
    promotion: Pick<Promotion, "id" | "stockId">,
    { inPromo, page, search }: { inPromo: boolean; page: number; search?: string },
  ) =>
    api.post("/suppliers-promotions/personal/{personalId}/product-list", {
      path: { personalId: promotion.stockId },
      query: {
        limit: PROMOTIONS_PAGE_SIZE,
        skip: (page - 1) * PROMOTIONS_PAGE_SIZE,
        inPromo,
        promotionId: promotion.id,
      },
      body: { filter: search ? { search } : {} },
    }),

  /** Joins products; with stockId 0 the promotion is named by its id and the marketplace joins it first. */
  addProducts: (api: Marketplace, promotion: Pick<Promotion, "id" | "stockId">, productIds: number[]) =>
    api.post("/suppliers-promotions/personal/{personalId}/products", {
      path: { personalId: promotion.stockId },
      query: promotion.stockId === 0 ? { promotionId: promotion.id } : {},
      body: productIds,
    }),

  updatePrices: (api: Marketplace, promoProductId: number, prices: PromoPrices) =>
    api.put("/suppliers-promotions/products/{id}", { path: { id: promoProductId }, body: prices }),

  removeProduct: (api: Marketplace, promoProductId: number) =>
    api.delete("/suppliers-promotions/products/{id}", { path: { id: promoProductId } }),

  /** Every product of a participation; without one (stockId 0) there is nothing to remove. */
  removeAll: (api: Marketplace, stockId: number) =>
    api.delete("/suppliers-promotions/personal/{personalId}/products", { path: { personalId: stockId || null } }),
};
