import type { Marketplace } from "./client.server";

/** /suppliers-analytics: the dashboard's figures (SPEC §3 "Daily analytics"). */

export type DailyOrders = {
  items: { orderAmountPerDay: number; completedAt: string }[];
  /** The revenue of the period in rubles. */
  total: number;
  productsCost: { myProductsCost: number; dcProductsCost: number };
};

export const analytics = {
  dailyOrders: (api: Marketplace, contractNumber: string) =>
    api.post<DailyOrders>("/suppliers-analytics/daily-orders/search", { body: { contractNumber } }),
};
