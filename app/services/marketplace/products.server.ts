import { dictionaryItems, TIMEOUTS, type DictionaryItems, type Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/**
 * /sp-products-catalog: one product card: the category tree and its properties,
 * barcode checks, pictures, create, edit, barcodes, copies.
 */

export type CategoryNode = Schema<"CategoryNode">;
export type CategoryProperty = Schema<"CategoryProperty">;
export type MainProperty = Schema<"MainProperty">;

/** A card as GET v2/product/{draftId} answers it: the list's product plus the card fields. */
export type ProductCard = Schema<"ProductCard">;

/** The body of POST and PUT v2/product. */
export type ProductPayload = Schema<"ProductForm">;

export const products = {
  /** The tree serving the company's sections; the whole tree when it has none of them (or failed to say). */
  categoryTree: async (api: Marketplace): Promise<DictionaryItems<CategoryNode>> => {
    const own = dictionaryItems(await api.get("/sp-products-catalog/category/tree/by-customer"));
    return own.items.length ? own : dictionaryItems(await api.get("/sp-products-catalog/category/tree"));
  },

  categoryProperties: async (api: Marketplace, categoryId: number) =>
    dictionaryItems(
      await api.get("/sp-products-catalog/property/list-by-category/with-values/{id}", { path: { id: categoryId } }),
    ),

  mainProperties: async (api: Marketplace) => dictionaryItems(await api.get("/sp-products-catalog/main-properties")),

  /** `general`: nobody on the marketplace uses it; otherwise none of the supplier's own cards does. */
  uniqueBarcode: (api: Marketplace, barcode: string, general: boolean) =>
    api.get("/sp-products-catalog/v2/product/unique-barcode/{barcode}", { path: { barcode }, query: { general } }),

  card: (api: Marketplace, draftId: number) =>
    api.get("/sp-products-catalog/v2/product/{draftId}", { path: { draftId }, timeoutMs: TIMEOUTS.product }),

  create: (api: Marketplace, payload: ProductPayload) =>
    api.post("/sp-products-catalog/v2/product", { body: payload, timeoutMs: TIMEOUTS.product }),

  update: (api: Marketplace, draftId: number, payload: ProductPayload) =>
    api.put("/sp-products-catalog/v2/product/{draftId}", {
      path: { draftId },
      body: payload,
      timeoutMs: TIMEOUTS.product,
    }),

  updateBarcodes: (api: Marketplace, draftId: number, barcodes: string[]) =>
    api.patch("/sp-products-catalog/v2/product/{draftId}", {
      path: { draftId },
      body: { barcodes },
      timeoutMs: TIMEOUTS.product,
    }),

  uploadImage: (api: Marketplace, file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api.post("/sp-products-catalog/cdn/suppliersfiles", { form, timeoutMs: TIMEOUTS.product });
  },

  copyToContract: (api: Marketplace, contractType: Schema<"ContractType">, productIds: number[]) =>
    api.post("/sp-products-catalog/v2/product/offer/copy/batch", {
      body: { contractType, productIds },
      ids: [productIds[0]],
    }),
};
