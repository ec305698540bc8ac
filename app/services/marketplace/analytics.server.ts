import type { Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/** /suppliers-analytics: the dashboard's figures (daily analytics). */

export type DailyOrders = Schema<"DailyOrders">;

export const analytics = {
  dailyOrders: (api: Marketplace, contractNumber: string) =>
    api.post("/suppliers-analytics/daily-orders/search", { body: { contractNumber } }),
};
