import type { Marketplace } from "./client.server";
import type { Product } from "./catalog.server";

/** /suppliers-promotions: the marketplace's promotions and the supplier's own (SPEC §3 Promotion, §7 Promotions). */

export type PromotionSource = "marketplace" | "seller";

export type Promotion = {
  id: number;
  name: string;
  description: string;
  active: boolean;
  startAt: string;
  finishAt: string;
  minPercent: number;
  image: string | null;
  categoryIds: number[];
  categoryNames: string[];
  storeIds: number[];
  storeNames: string[];
  siteId: string;
  status: "current" | "future" | "past";
  productCnt: number;
  /** The supplier's participation ("personal") id; 0 until it joins. */
  stockId: number;
  /** Not in SPEC §3, but the marketplace says whose promotion it is. */
  source?: PromotionSource;
};

export type PromotionFilters = { status: { value: string; name: string }[] };

export type PromoPrices = { price: number; promoPriceA: number; promoPriceB: number; promoPriceR: number };

export type PromoProduct = Product & { promoProduct: ({ id: number } & PromoPrices) | null };

export type SellerPromotionFields = {
  name: string;
  siteId: string;
  startAt: string;
  finishAt: string;
  storeIds: number[];
  minPercent?: number;
  active: boolean;
};

/** Promotions and promo products per page (SPEC §9). */
export const PROMOTIONS_PAGE_SIZE = 10;

const BASE = "/suppliers-promotions";

/** The participation a product call goes through: its id, or 0 with the promotion's id (SPEC §7). */
const participation = (promotion: Pick<Promotion, "id" | "stockId">) => ({
  path: `${BASE}/personal/${promotion.stockId}`,
  query: promotion.stockId === 0 ? { promotionId: promotion.id } : {},
});

export const promotions = {
  filters: (api: Marketplace, source: PromotionSource, siteId: string) =>
    api.get<PromotionFilters>(`${BASE}/personal/filters/${source}/${siteId}`),

  list: (
    api: Marketplace,
    query: { source: PromotionSource; siteId: string; name?: string; status?: string; page: number },
  ) =>
    api.get<{ items: Promotion[]; total: number }>(`${BASE}/personal`, {
      query: {
        limit: PROMOTIONS_PAGE_SIZE,
        skip: (query.page - 1) * PROMOTIONS_PAGE_SIZE,
        name: query.name,
        status: query.status,
        siteId: query.siteId,
        source: query.source,
      },
    }),

  byId: (api: Marketplace, id: number) => api.get<Promotion>(`${BASE}/personal/by-promotion-id/${id}`, { ids: [id] }),

  create: (api: Marketplace, fields: SellerPromotionFields) =>
    api.post<Promotion>(`${BASE}/personal`, { body: fields }),

  /** SPEC §7 names the fields an edit sends: the minimum percent stays as created. */
  update: (api: Marketplace, id: number, { active, finishAt, name, startAt, storeIds }: SellerPromotionFields) =>
    api.put<Promotion>(`${BASE}/promotion-private/${id}`, {
      body: { active, finishAt, name, startAt, storeIds },
      ids: [id],
    }),

  /** The supplier's products in the promotion (`inPromo`) or still free to join it. */
  products: (
    api: Marketplace,
    promotion: Pick<Promotion, "id" | "stockId">,
    { inPromo, page, search }: { inPromo: boolean; page: number; search?: string },
  ) => {
    const { path, query } = participation(promotion);
    return api.post<{ items: PromoProduct[]; total: number }>(`${path}/product-list`, {
      query: { limit: PROMOTIONS_PAGE_SIZE, skip: (page - 1) * PROMOTIONS_PAGE_SIZE, inPromo, ...query },
      body: { filter: search ? { search } : {} },
    });
  },

  /** Joins products; with stockId 0 the marketplace creates the participation first. */
  addProducts: (api: Marketplace, promotion: Pick<Promotion, "id" | "stockId">, productIds: number[]) => {
    const { path, query } = participation(promotion);
    return api.post<{ stockId: number; added: number; productCnt: number }>(`${path}/products`, {
      query,
      body: productIds,
    });
  },

  updatePrices: (api: Marketplace, promoProductId: number, prices: PromoPrices) =>
    api.put<{ id: number } & PromoPrices>(`${BASE}/products/${promoProductId}`, {
      body: prices,
      ids: [promoProductId],
    }),

  removeProduct: (api: Marketplace, promoProductId: number) =>
    api.delete<{ count: number }>(`${BASE}/products/${promoProductId}`, { ids: [promoProductId] }),

  removeAll: (api: Marketplace, stockId: number) =>
    api.delete<{ count: number }>(`${BASE}/personal/${stockId}/products`, { ids: [stockId || undefined] }),
};
