/** Deterministic demo orders built from a supplier's sellable products. */
import type { Vat } from "../modules/catalog-store";
import type { Rng } from "./random";

export type OrderStatus = "new" | "in_work" | "completed" | "del";

export type SellableProduct = {
  id: number;
  name: string;
  price: number;
  vat: Vat;
};

export interface OrderItemSeed {
  productId: number;
  name: string;
  quantity: number;
  priceKopecks: number;
  vatRate: Vat;
}

export interface OrderSeed {
  number: string;
  createdAt: Date;
  /** YYYY-MM-DD */
  shippingDate: string;
  status: OrderStatus;
  storeId: number;
  items: OrderItemSeed[];
}

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * `today` anchors the dates: open orders ship in the coming days, closed ones shipped in the past,
 * so the portal's "nearest shipping dates" always has something to show.
 */
export function generateOrders(
  rng: Rng,
  plan: Record<OrderStatus, number>,
  products: readonly SellableProduct[],
  storeIds: readonly number[],
  numberPrefix: string,
  today: Date,
): OrderSeed[] {
  const statuses = (Object.entries(plan) as Array<[OrderStatus, number]>).flatMap(([status, count]) =>
    Array<OrderStatus>(count).fill(status),
  );
  const orders = statuses.map((status) => {
    const isOpen = status === "new" || status === "in_work";
    const ageDays = isOpen ? rng.int(0, 6) : rng.int(7, 120);
    const createdAt = new Date(today.getTime() - ageDays * DAY_MS + rng.int(8 * 3600, 20 * 3600) * 1000);
    const shipping = new Date(
      isOpen ? today.getTime() + rng.int(1, 10) * DAY_MS : createdAt.getTime() + rng.int(1, 5) * DAY_MS,
    );
    const picked = new Set<SellableProduct>();
    const wanted = rng.int(1, Math.min(6, products.length));
    while (picked.size < wanted) picked.add(rng.pick(products));
    const items = [...picked].map((product) => ({
      productId: product.id,
      name: product.name,
      quantity: rng.int(1, 12),
      priceKopecks: Math.round(product.price * 100),
      vatRate: product.vat,
    }));
    return { createdAt, shippingDate: isoDate(shipping), status, storeId: rng.pick(storeIds), items };
  });
  // Numbers grow with the creation time, as a real order counter would.
  return orders
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((order, index) => ({ ...order, number: `${numberPrefix}${100_000 + index * 7}` }));
}
