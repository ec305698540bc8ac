import { TIMEOUTS, type Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";
import type { Answer, Schema } from "./openapi.server";
import { sortDirectionParam } from "./sort-direction";

/** /sp-products-catalog: the supplier's products, drafts and their counts. */

/** Counts per catalog tab, plus the price quarantine (sandbox) and drafts. */
export type CatalogCounts = Answer<"get", "/sp-products-catalog/stats/status">;

export type Vat = Schema<"Vat">;
export type Product = Schema<"Product">;

/** The names the marketplace gives its codes: sort fields, statuses and status details, in Russian. */
export type ValuesMap = Answer<"get", "/sp-products-catalog/values-map">;

/** The product lists: the catalog's tabs, the price quarantine and the drafts. */
export type ProductList = "all" | "onSale" | "ready" | "moderationFailed" | "archived" | "sandbox" | "drafts";

export type ProductQuery = {
  limit: number;
  skip: number;
  sort?: { field: string; descending: boolean };
  search?: string;
  status?: string;
};

/** The query and filter every product list takes. */
const listOptions = ({ limit, skip, sort, search, status }: ProductQuery) => ({
  query: {
    limit,
    skip,
    "sort[0][field]": sort?.field,
    "sort[0][direction]": sort && sortDirectionParam(sort.descending),
  },
  body: { filter: { ...(search ? { search } : {}), ...(status ? { status } : {}) } },
});

const EMPTY_VALUES_MAP: ValuesMap = { offerSortFields: {}, status: {}, statusDetail: {} };

/** Names of statuses and sort fields: every catalog page needs them, the marketplace rarely changes them. */
const valuesMapDictionary = cachedDictionary("values-map", { freshMs: 5 * 60 * 1000, staleMs: 60 * 60 * 1000 }, (api) =>
  api.get("/sp-products-catalog/values-map"),
);

/** One page of a product list. */
function list(api: Marketplace, list: ProductList, query: ProductQuery) {
  const options = listOptions(query);
  switch (list) {
    case "all":
      return api.post("/sp-products-catalog/v2/product/offer/list", options);
    case "sandbox":
      return api.post("/sp-products-catalog/product/offer/list/sandbox", options);
    case "drafts":
      return api.post("/sp-products-catalog/product/draft/list", options);
    default:
      return api.post("/sp-products-catalog/v2/product/offer/list/{nameList}", {
        path: { nameList: list },
        ...options,
      });
  }
}

export const catalog = {
  counts: (api: Marketplace) => api.get("/sp-products-catalog/stats/status"),

  /** A dictionary that fails to load is empty, never a broken page. */
  valuesMap: async (api: Marketplace): Promise<ValuesMap> => {
    const answer = await valuesMapDictionary(api);
    return answer.error ? EMPTY_VALUES_MAP : answer.data;
  },

  list,

  /** Price is sent only when above 0, stock only when 0 or more. */
  updateOffer: (api: Marketplace, offerId: number, { price, stock }: { price?: number; stock?: number }) =>
    api.patch("/sp-products-catalog/v2/product/offer/{offerId}", {
      path: { offerId },
      body: {
        ...(price !== undefined && price > 0 ? { price } : {}),
        ...(stock !== undefined && stock >= 0 ? { stock } : {}),
      },
      timeoutMs: TIMEOUTS.product,
    }),

  archive: (api: Marketplace, offerIds: number[]) =>
    offerIds.length === 1
      ? api.post("/sp-products-catalog/v2/product/offer/archive/{id}", { path: { id: offerIds[0] } })
      : api.post("/sp-products-catalog/v2/product/offer/archive/multiple", {
          body: { offers: offerIds },
          ids: [offerIds[0]],
        }),

  restore: (api: Marketplace, offerIds: number[]) =>
    offerIds.length === 1
      ? api.delete("/sp-products-catalog/v2/product/offer/archive/{id}", { path: { id: offerIds[0] } })
      : api.delete("/sp-products-catalog/v2/product/offer/archive/multiple", {
          body: { offers: offerIds },
          ids: [offerIds[0]],
        }),

  /** Releases offers from the price quarantine: their held prices apply. */
  release: (api: Marketplace, offerIds: number[] | "all") =>
    offerIds === "all"
      ? api.delete("/sp-products-catalog/v2/product/offer/sandbox/all")
      : api.delete("/sp-products-catalog/v2/product/offer/sandbox/by-offer-ids", {
          body: offerIds,
          ids: [offerIds[0]],
        }),
};
