import type { Marketplace } from "./client.server";
import type { Answer, Schema, SharedBody } from "./openapi.server";
import { sortDirectionParam } from "./sort-direction";

/** /suppliers-orders: the supplier's orders, their counts and items. */

export type Order = Schema<"Order">;
export type OrderStatus = Order["status"];
export type OrderItem = Schema<"OrderItem">;
export type OrderCounts = Answer<"get", "/suppliers-orders/personal/stats/status">;

/** The tabs of the list, as /orders/{name}/ names them: none is every order. */
export type OrderTab = "in-work" | "completed" | "del";

export type OrderFilter = SharedBody<"OrderFilter">["filter"];

export type OrderQuery = {
  limit: number;
  skip: number;
  sort?: { field: string; descending: boolean };
  filter: OrderFilter;
};

export const orders = {
  counts: (api: Marketplace) => api.get("/suppliers-orders/personal/stats/status"),

  list: (api: Marketplace, tab: OrderTab | null, { limit, skip, sort, filter }: OrderQuery) => {
    const options = {
      query: {
        limit,
        skip,
        "sort[0][field]": sort?.field,
        "sort[0][direction]": sort && sortDirectionParam(sort.descending),
      },
      body: { filter },
    };
    return tab
      ? api.post("/suppliers-orders/personal/order/list/{name}", { path: { name: tab }, ...options })
      : api.post("/suppliers-orders/personal/order/list", options);
  },

  /** One order with its items: the marketplace has no other call that returns one order. */
  withItems: (api: Marketplace, id: number) =>
    api.post("/suppliers-orders/personal/order/items/{id}", { path: { id }, body: { filter: {} } }),

  /** An order's file, to stream to the browser. */
  file: (api: Marketplace, orderId: number, fileId: number) =>
    api.download("/suppliers-orders/order/{orderId}/file/{fileId}", { orderId, fileId }),
};
