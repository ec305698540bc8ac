/** Seeds the demo suppliers' orders (with items and files) from their sellable products. */
import { valueOf, type Db } from "../db";
import { orderTotals } from "../modules/order-money";
import { STORES } from "./catalog-data";
import { DEMO_CONTRACTORS } from "./demo";
import { generateOrders, type OrderSeed, type OrderStatus, type SellableProduct } from "./orders-data";
import type { SeedModule } from "./seed-module";

const ORDER_PLANS: Array<{ contractorId: number; plan: Record<OrderStatus, number>; numberPrefix: string }> = [
  {
    contractorId: DEMO_CONTRACTORS.stroyMaster.id,
    plan: { new: 10, in_work: 20, completed: 32, del: 10 },
    numberPrefix: "01",
  },
  {
    contractorId: DEMO_CONTRACTORS.interiorTorg.id,
    plan: { new: 1, in_work: 1, completed: 2, del: 0 },
    numberPrefix: "04",
  },
];

/** Every order has its item list; shipped ones also carry the UPD. */
const filesOf = (order: OrderSeed) => [
  { kind: "items", name: `Состав заказа №${order.number}.csv` },
  ...(order.status === "completed" ? [{ kind: "upd", name: `УПД к заказу №${order.number}.xlsx` }] : []),
];

export function insertOrders(db: Db, contractorId: number, orders: readonly OrderSeed[]): void {
  const insertOrder = db.prepare(
    `INSERT INTO orders (contractor_id, number, created_at, shipping_date, status, store_id, items_count, total_kopecks, vat_kopecks)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare(
    "INSERT INTO order_items (order_id, product_id, name, quantity, price_kopecks, vat_rate, vat_kopecks) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertFile = db.prepare("INSERT INTO order_files (order_id, kind, name) VALUES (?, ?, ?)");
  for (const order of orders) {
    const totals = orderTotals(order.items);
    const orderId = insertOrder.run(
      contractorId,
      order.number,
      order.createdAt.toISOString(),
      order.shippingDate,
      order.status,
      order.storeId,
      totals.itemsCount,
      totals.totalKopecks,
      totals.vatKopecks,
    ).lastInsertRowid;
    order.items.forEach((item, index) =>
      insertItem.run(
        orderId,
        item.productId,
        item.name,
        item.quantity,
        item.priceKopecks,
        item.vatRate,
        totals.itemVatKopecks[index],
      ),
    );
    for (const file of filesOf(order)) insertFile.run(orderId, file.kind, file.name);
  }
}

export const ordersSeed: SeedModule = {
  name: "orders",
  run(db, env) {
    for (const { contractorId, plan, numberPrefix } of ORDER_PLANS) {
      const products = db
        .prepare(
          "SELECT id, name, price, vat FROM catalog_products WHERE contractor_id = ? AND offer_id IS NOT NULL AND price IS NOT NULL ORDER BY id",
        )
        .all(contractorId) as SellableProduct[];
      insertOrders(
        db,
        contractorId,
        generateOrders(env.rng(`orders-${contractorId}`), plan, products, retailStoreIds(), numberPrefix, env.today),
      );
    }
  },
};

/** A store orders come to from buyers (not the pickup point 95), as the seed's orders do. */
const retailStoreIds = () => STORES.filter((store) => store.retail && store.id !== 95).map((store) => store.id);

/**
 * Test control: a buyer's new order to a company, made now, of its first sellable product, shipping in
 * two days; its number follows the company's last. Null when the company has nothing to sell.
 */
export function placeNewOrder(db: Db, contractorId: number, now: Date): { id: number; number: string } | null {
  const product = db
    .prepare(
      "SELECT id, name, price, vat FROM catalog_products WHERE contractor_id = ? AND offer_id IS NOT NULL AND price IS NOT NULL ORDER BY id LIMIT 1",
    )
    .get(contractorId) as SellableProduct | undefined;
  if (!product) return null;
  const last = String(
    valueOf(
      db.prepare("SELECT number FROM orders WHERE contractor_id = ? ORDER BY CAST(number AS INTEGER) DESC LIMIT 1"),
      contractorId,
    ) ?? "0",
  );
  const number = String(Number(last) + 7).padStart(last.length, "0");
  const order: OrderSeed = {
    number,
    createdAt: now,
    shippingDate: new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10),
    status: "new",
    storeId: retailStoreIds()[0],
    items: [
      {
        productId: product.id,
        name: product.name,
        quantity: 2,
        priceKopecks: Math.round(product.price * 100),
        vatRate: product.vat,
      },
    ],
  };
  insertOrders(db, contractorId, [order]);
  const id = valueOf(db.prepare("SELECT id FROM orders WHERE contractor_id = ? AND number = ?"), contractorId, number);
  return { id: Number(id), number };
}
