import { TIMEOUTS, type ApiResult, type Marketplace } from "./client.server";
import type { Product } from "./catalog.server";
import type { productPayload } from "~/validation/product-form";

/**
 * /sp-products-catalog: one product card (SPEC §7 Catalog): the category tree and its properties,
 * barcode checks, pictures, create, edit, barcodes, copies.
 */

export type CategoryNode = {
  id: number;
  name: string;
  parentId: number | null;
  isLast: boolean;
  children: CategoryNode[];
};

export type CategoryProperty = {
  id: number;
  name: string;
  type: "select" | "number" | "string" | "multiselect" | "boolean";
  unit: string | null;
  required: boolean;
  values: { id: number; value: string }[];
};

export type MainProperty = { code: string; name: string; type: string; required: boolean };

/** A card as GET v2/product/{draftId} answers it: the list's product plus the card fields. */
export type ProductCard = Product & {
  brand: string | null;
  description: string | null;
  category: { id: number; name: string } | null;
  barcodes: string[];
  properties: { id: number; value: string | string[] }[];
  weight?: string | null;
  dimensions?: { length: string | null; width: string | null; height: string | null };
  videoLink?: string | null;
  contractType: string;
};

/** The body of POST and PUT v2/product. */
export type ProductPayload = ReturnType<typeof productPayload>;

export type UploadedImage = { url: string; name: string; contentType: string; size: number };

const BASE = "/sp-products-catalog";

/** SPEC §8: a dictionary that fails to load is an empty list, never a broken page. */
const itemsOr = <T>(answer: ApiResult<{ items: T[] }>): T[] => (answer.error ? [] : answer.data.items);

export const products = {
  /** The tree serving the company's sections; the whole tree when it has none of them. */
  categoryTree: async (api: Marketplace): Promise<CategoryNode[]> => {
    const own = itemsOr(await api.get<{ items: CategoryNode[] }>(`${BASE}/category/tree/by-customer`));
    return own.length ? own : itemsOr(await api.get<{ items: CategoryNode[] }>(`${BASE}/category/tree`));
  },

  categoryProperties: async (api: Marketplace, categoryId: number) =>
    itemsOr(
      await api.get<{ items: CategoryProperty[] }>(`${BASE}/property/list-by-category/with-values/${categoryId}`, {
        ids: [categoryId],
      }),
    ),

  mainProperties: async (api: Marketplace) =>
    itemsOr(await api.get<{ items: MainProperty[] }>(`${BASE}/main-properties`)),

  /** `general`: nobody on the marketplace uses it; otherwise none of the supplier's own cards does. */
  uniqueBarcode: (api: Marketplace, barcode: string, general: boolean) =>
    api.get<{ barcode: string; general: boolean; unique: boolean }>(`${BASE}/v2/product/unique-barcode/${barcode}`, {
      query: { general },
      ids: [barcode],
    }),

  card: (api: Marketplace, draftId: number) =>
    api.get<ProductCard>(`${BASE}/v2/product/${draftId}`, { ids: [draftId], timeoutMs: TIMEOUTS.product }),

  create: (api: Marketplace, payload: ProductPayload) =>
    api.post<ProductCard>(`${BASE}/v2/product`, { body: payload, timeoutMs: TIMEOUTS.product }),

  update: (api: Marketplace, draftId: number, payload: ProductPayload) =>
    api.put<ProductCard>(`${BASE}/v2/product/${draftId}`, {
      body: payload,
      ids: [draftId],
      timeoutMs: TIMEOUTS.product,
    }),

  updateBarcodes: (api: Marketplace, draftId: number, barcodes: string[]) =>
    api.patch<ProductCard>(`${BASE}/v2/product/${draftId}`, {
      body: { barcodes },
      ids: [draftId],
      timeoutMs: TIMEOUTS.product,
    }),

  uploadImage: (api: Marketplace, file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api.post<UploadedImage>(`${BASE}/cdn/suppliersfiles`, { form, timeoutMs: TIMEOUTS.product });
  },

  copyToContract: (api: Marketplace, contractType: string, productIds: number[]) =>
    api.post<{ items: { sourceId: number; draftId: number }[]; total: number }>(`${BASE}/v2/product/offer/copy/batch`, {
      body: { contractType, productIds },
      ids: [productIds[0]],
    }),
};
