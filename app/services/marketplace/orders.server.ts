import type { Marketplace } from "./client.server";

/** /suppliers-orders: the supplier's orders, their counts and items (SPEC §3 Order, §7 Orders). */

export type OrderStatus = "new" | "in_work" | "completed" | "del";

export type Order = {
  id: number;
  number: string;
  orderCreatedAt: string;
  orderItemsCount: number;
  /** YYYY-MM-DD */
  shippingDate: string;
  status: OrderStatus;
  storeId: number;
  totalAmountRub: number;
  totalVatAmountRub: number;
  files: { id: number; name: string; fileFormat: string }[];
};

/** The tabs of the list (SPEC §2): none is every order. */
export type OrderTab = "in-work" | "completed" | "del";

export type OrderItem = {
  id: number;
  name: string;
  q: number;
  priceRub: number;
  vatRate: "none" | "10" | "20";
  vatAmountRub: number;
  totalAmountRub: number;
};

export type OrderCounts = { all: number; "in-work": number; completed: number; del: number };

export type OrderFilter = {
  search?: string;
  storeId?: number;
  dateFrom?: string;
  dateTo?: string;
  shippingFrom?: string;
  shippingTo?: string;
};

export type OrderQuery = {
  limit: number;
  skip: number;
  sort?: { field: string; descending: boolean };
  filter: OrderFilter;
};

const BASE = "/suppliers-orders";

export const orders = {
  counts: (api: Marketplace) => api.get<OrderCounts>(`${BASE}/personal/stats/status`),

  list: (api: Marketplace, tab: OrderTab | null, { limit, skip, sort, filter }: OrderQuery) =>
    api.post<{ items: Order[]; total: number; nearestShippingDates: { date: string; ordersCount: number }[] }>(
      tab ? `${BASE}/personal/order/list/${tab}` : `${BASE}/personal/order/list`,
      {
        query: {
          limit,
          skip,
          "sort[0][field]": sort?.field,
          // Orders name the direction plainly (docs/decisions/011: only the catalog's lists invert it).
          "sort[0][direction]": sort && (sort.descending ? "desc" : "asc"),
        },
        body: { filter },
      },
    ),

  /** One order with its items: the marketplace has no other call that returns one order. */
  withItems: (api: Marketplace, id: number) =>
    api.post<{ items: OrderItem[]; total: number; order: Order }>(`${BASE}/personal/order/items/${id}`, {
      body: { filter: {} },
      ids: [id],
    }),

  /** An order's file, to stream to the browser. */
  file: (api: Marketplace, orderId: number, fileId: number) =>
    api.download(`${BASE}/order/${orderId}/file/${fileId}`, { ids: [orderId, fileId] }),
};
