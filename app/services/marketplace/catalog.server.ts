import { TIMEOUTS, type Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";

/** /sp-products-catalog: the supplier's products, drafts and their counts (SPEC §3 Product, §7 Catalog). */

/** Counts per catalog tab, plus the price quarantine (sandbox) and drafts. */
export type CatalogCounts = {
  all: number;
  onSale: number;
  ready: number;
  moderationFailed: number;
  archived: number;
  sandbox: number;
  draft: number;
};

export type Vat = "none" | "10" | "20";

export type Product = {
  id: number;
  offerId: number | null;
  name: string;
  article: string | null;
  barcode: string | null;
  images: string[];
  status: string;
  statusDetail: string | null;
  visible: boolean;
  offer: {
    vat: Vat;
    dcStock: number | null;
    price: number | null;
    oldPrice: number | null;
    prevPrice: number | null;
    stock: number | null;
    quarantinePrice: number | null;
  };
  promotion: { promoPriceA: number | null; promoPriceB: number | null; promoPriceR: number | null } | null;
};

/** The names the marketplace gives its codes: sort fields, statuses and status details, in Russian. */
export type ValuesMap = {
  offerSortFields: Record<string, string>;
  status: Record<string, string>;
  statusDetail: Record<string, string>;
};

/** The product lists: the catalog's tabs, the price quarantine and the drafts. */
export type ProductList = "all" | "onSale" | "ready" | "moderationFailed" | "archived" | "sandbox" | "drafts";

export type ProductQuery = {
  limit: number;
  skip: number;
  sort?: { field: string; descending: boolean };
  search?: string;
  status?: string;
};

/** SPEC §9, literally: the direction sent is 'asc' when the user sorts descending (docs/decisions/011). */
export function sortDirectionParam(descending: boolean) {
  return descending ? "asc" : "desc";
}

const BASE = "/sp-products-catalog";

function listPath(list: ProductList) {
  if (list === "sandbox") return `${BASE}/product/offer/list/sandbox`;
  if (list === "drafts") return `${BASE}/product/draft/list`;
  return list === "all" ? `${BASE}/v2/product/offer/list` : `${BASE}/v2/product/offer/list/${list}`;
}

const EMPTY_VALUES_MAP: ValuesMap = { offerSortFields: {}, status: {}, statusDetail: {} };

/** Names of statuses and sort fields: every catalog page needs them, the marketplace rarely changes them. */
const valuesMapDictionary = cachedDictionary("values-map", { freshMs: 5 * 60 * 1000, staleMs: 60 * 60 * 1000 }, (api) =>
  api.get<ValuesMap>(`${BASE}/values-map`),
);

export const catalog = {
  counts: (api: Marketplace) => api.get<CatalogCounts>(`${BASE}/stats/status`),

  /** SPEC §8: a dictionary that fails to load is empty, never a broken page. */
  valuesMap: async (api: Marketplace): Promise<ValuesMap> => {
    const answer = await valuesMapDictionary(api);
    return answer.error ? EMPTY_VALUES_MAP : { ...EMPTY_VALUES_MAP, ...answer.data };
  },

  list: (api: Marketplace, list: ProductList, { limit, skip, sort, search, status }: ProductQuery) =>
    api.post<{ items: Product[]; total: number }>(listPath(list), {
      query: {
        limit,
        skip,
        "sort[0][field]": sort?.field,
        "sort[0][direction]": sort && sortDirectionParam(sort.descending),
      },
      body: { filter: { ...(search ? { search } : {}), ...(status ? { status } : {}) } },
    }),

  /** SPEC §5: price is sent only when above 0, stock only when 0 or more. */
  updateOffer: (api: Marketplace, offerId: number, { price, stock }: { price?: number; stock?: number }) =>
    api.patch<Product>(`${BASE}/v2/product/offer/${offerId}`, {
      body: {
        ...(price !== undefined && price > 0 ? { price } : {}),
        ...(stock !== undefined && stock >= 0 ? { stock } : {}),
      },
      ids: [offerId],
      timeoutMs: TIMEOUTS.product,
    }),

  archive: (api: Marketplace, offerIds: number[]) =>
    offerIds.length === 1
      ? api.post(`${BASE}/v2/product/offer/archive/${offerIds[0]}`, { ids: offerIds })
      : api.post(`${BASE}/v2/product/offer/archive/multiple`, { body: { offers: offerIds }, ids: [offerIds[0]] }),

  restore: (api: Marketplace, offerIds: number[]) =>
    offerIds.length === 1
      ? api.delete(`${BASE}/v2/product/offer/archive/${offerIds[0]}`, { ids: offerIds })
      : api.delete(`${BASE}/v2/product/offer/archive/multiple`, { body: { offers: offerIds }, ids: [offerIds[0]] }),

  /** Releases offers from the price quarantine: their held prices apply. */
  release: (api: Marketplace, offerIds: number[] | "all") =>
    offerIds === "all"
      ? api.delete<{ count: number }>(`${BASE}/v2/product/offer/sandbox/all`)
      : api.delete<{ count: number }>(`${BASE}/v2/product/offer/sandbox/by-offer-ids`, {
          body: offerIds,
          ids: [offerIds[0]],
        }),
};
