import type { Marketplace } from "./client.server";

/** /sp-products-catalog: the supplier's products, drafts and their counts. */

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

const BASE = "/sp-products-catalog";

export const catalog = {
  counts: (api: Marketplace) => api.get<CatalogCounts>(`${BASE}/stats/status`),
};
