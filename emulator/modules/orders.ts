/** Supplier orders: tabs, counts, items, file downloads. */
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import type { Db } from "../db";
import { badRequest, notFound } from "../server/errors";
import { parseListQuery } from "../server/list-query";
import { file } from "../server/reply";
import type { ApiRequest, Router } from "../server/router";
import { idParam, optionalInteger, optionalText, type Fields } from "../server/validate";
import { CONTENT_TYPES, csvFile, xlsxFile } from "./file-formats";
import { rubles } from "./order-money";
import { fetchPage, installCasefold, listFilter, prepared, searchPattern, Where, type ListSource } from "./paging";

const BASE = "/suppliers-orders";

/** Tabs (the portal's /orders/{name}/) → order statuses; a new order is already "in work" for the supplier. */
const ORDER_TABS: Record<string, readonly string[]> = {
  all: ["new", "in_work", "completed", "del"],
  "in-work": ["new", "in_work"],
  completed: ["completed"],
  del: ["del"],
};

const ORDER_SORT_COLUMNS: Record<string, string> = {
  orderCreatedAt: "o.created_at",
  shippingDate: "o.shipping_date",
  number: "o.number",
  totalAmount: "o.total_kopecks",
  orderItemsCount: "o.items_count",
  status: "o.status",
};

const ITEM_SORT_COLUMNS: Record<string, string> = {
  name: "i.name",
  q: "i.quantity",
  priceRub: "i.price_kopecks",
  totalAmountRub: "i.quantity * i.price_kopecks",
};

interface OrderRow {
  id: number;
  number: string;
  created_at: string;
  shipping_date: string;
  status: string;
  store_id: number;
  store_name: string;
  city_name: string;
  items_count: number;
  total_kopecks: number;
  vat_kopecks: number;
}

type ItemRow = {
  id: number;
  product_id: number | null;
  name: string;
  quantity: number;
  price_kopecks: number;
  vat_rate: string;
  vat_kopecks: number;
};

const ORDER_SOURCE: ListSource = {
  select: "o.*, s.name AS store_name, s.city_name",
  from: "orders o JOIN stores s ON s.id = o.store_id",
  key: "o.id",
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateFilter(filter: Fields, key: string): string | undefined {
  const value = optionalText(filter, key);
  if (value !== undefined && !DATE.test(value)) throw badRequest(`Поле ${key}: дата в формате ГГГГ-ММ-ДД`);
  return value;
}

/** Filter: search (order number), storeId, dateFrom/dateTo (creation day), shippingDate or shippingFrom/shippingTo. */
function orderWhere(contractorId: number, statuses: readonly string[], filter: Fields): Where {
  const where = new Where()
    .add("o.contractor_id = ?", contractorId)
    .add(`o.status IN (${statuses.map(() => "?").join(",")})`, ...statuses);
  const pattern = searchPattern(filter);
  if (pattern) where.add("o.number LIKE ? ESCAPE '\\'", pattern);
  const storeId = optionalInteger(filter, "storeId");
  if (storeId !== undefined) where.add("o.store_id = ?", storeId);
  const from = dateFilter(filter, "dateFrom");
  if (from) where.add("substr(o.created_at, 1, 10) >= ?", from);
  const to = dateFilter(filter, "dateTo");
  if (to) where.add("substr(o.created_at, 1, 10) <= ?", to);
  const shippingDate = dateFilter(filter, "shippingDate");
  if (shippingDate) where.add("o.shipping_date = ?", shippingDate);
  const shippingFrom = dateFilter(filter, "shippingFrom");
  if (shippingFrom) where.add("o.shipping_date >= ?", shippingFrom);
  const shippingTo = dateFilter(filter, "shippingTo");
  if (shippingTo) where.add("o.shipping_date <= ?", shippingTo);
  return where;
}

const filesOf = (db: Db, orderId: number) =>
  (
    prepared(db, "SELECT id, name, kind FROM order_files WHERE order_id = ? ORDER BY id").all(orderId) as Array<{
      id: number;
      name: string;
      kind: string;
    }>
  ).map((f) => ({
    id: f.id,
    name: f.name,
    fileFormat: f.kind === "items" ? "csv" : "xlsx",
  }));

function orderView(db: Db, row: OrderRow) {
  return {
    id: row.id,
    number: row.number,
    orderCreatedAt: row.created_at,
    orderItemsCount: row.items_count,
    shippingDate: row.shipping_date,
    status: row.status,
    storeId: row.store_id,
    totalAmount: row.total_kopecks,
    totalAmountRub: rubles(row.total_kopecks),
    totalVatAmountRub: rubles(row.vat_kopecks),
    files: filesOf(db, row.id),
  };
}

const itemView = (item: ItemRow) => ({
  id: item.id,
  name: item.name,
  q: item.quantity,
  priceRub: rubles(item.price_kopecks),
  vatRate: item.vat_rate,
  vatAmountRub: rubles(item.vat_kopecks),
  totalAmountRub: rubles(item.quantity * item.price_kopecks),
});

export function register(r: Router, ctx: Ctx): void {
  installCasefold(ctx.db);
  const supplier = (req: ApiRequest) => requireActiveContractor(requireCaller(ctx, req));
  const ownOrder = (contractorId: number, orderId: number) => {
    const row = prepared(
      ctx.db,
      `SELECT ${ORDER_SOURCE.select} FROM ${ORDER_SOURCE.from} WHERE o.id = ? AND o.contractor_id = ?`,
    ).get(orderId, contractorId) as OrderRow | undefined;
    if (!row) throw notFound("Заказ не найден");
    return row;
  };

  const listOrders = (req: ApiRequest, statuses: readonly string[]) => {
    const contractorId = supplier(req);
    const query = parseListQuery(req.query, {
      sortColumns: ORDER_SORT_COLUMNS,
      defaultSort: { field: "orderCreatedAt", direction: "desc" },
      tieBreaker: "o.id",
    });
    const { rows, total } = fetchPage<OrderRow>(
      ctx.db,
      ORDER_SOURCE,
      orderWhere(contractorId, statuses, listFilter(req)),
      query,
    );
    // The next shipping days of open orders, whatever tab or page is shown.
    const nearestShippingDates = prepared(
      ctx.db,
      `SELECT shipping_date AS date, COUNT(*) AS ordersCount FROM orders
       WHERE contractor_id = ? AND status IN ('new', 'in_work') AND shipping_date >= ?
       GROUP BY shipping_date ORDER BY shipping_date LIMIT 3`,
    ).all(contractorId, new Date(ctx.now()).toISOString().slice(0, 10));
    return { items: rows.map((row) => orderView(ctx.db, row)), total, nearestShippingDates };
  };

  r.route("POST", `${BASE}/personal/order/list`, (req) => listOrders(req, ORDER_TABS.all));
  r.route("POST", `${BASE}/personal/order/list/:name`, (req) => {
    const statuses = ORDER_TABS[req.params.name];
    if (!statuses || req.params.name === "all") throw notFound("Нет такой вкладки заказов");
    return listOrders(req, statuses);
  });

  r.route("GET", `${BASE}/personal/stats/status`, (req) => {
    const counts = prepared(
      ctx.db,
      "SELECT status, COUNT(*) AS count FROM orders WHERE contractor_id = ? GROUP BY status",
    ).all(supplier(req)) as Array<{ status: string; count: number }>;
    return Object.fromEntries(
      Object.entries(ORDER_TABS).map(([tab, statuses]) => [
        tab,
        counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.count, 0),
      ]),
    );
  });

  // The order page: its items (paged, filter.search by name) plus the order itself, as no other call returns one order.
  r.route("POST", `${BASE}/personal/order/items/:id`, (req) => {
    const order = ownOrder(supplier(req), idParam(req));
    const query = parseListQuery(req.query, {
      sortColumns: ITEM_SORT_COLUMNS,
      defaultSort: { field: "name", direction: "asc" },
      defaultLimit: 1000,
      tieBreaker: "i.id",
    });
    const where = new Where().add("i.order_id = ?", order.id);
    const pattern = searchPattern(listFilter(req));
    if (pattern) where.add("casefold(i.name) LIKE ? ESCAPE '\\'", pattern);
    const { rows, total } = fetchPage<ItemRow>(
      ctx.db,
      { select: "i.*", from: "order_items i", key: "i.id" },
      where,
      query,
    );
    return { items: rows.map(itemView), total, order: orderView(ctx.db, order) };
  });

  r.route("GET", `${BASE}/order/:orderId/file/:fileId`, async (req) => {
    const order = ownOrder(supplier(req), idParam(req, "orderId"));
    const stored = prepared(ctx.db, "SELECT kind, name FROM order_files WHERE id = ? AND order_id = ?").get(
      idParam(req, "fileId"),
      order.id,
    ) as { kind: "items" | "upd"; name: string } | undefined;
    if (!stored) throw notFound("Файл не найден");
    const items = (
      prepared(ctx.db, "SELECT * FROM order_items WHERE order_id = ? ORDER BY id").all(order.id) as ItemRow[]
    ).map(itemView);
    const rows = [
      ["Наименование", "Количество", "Цена, ₽", "Ставка НДС", "НДС, ₽", "Сумма, ₽"],
      ...items.map((i) => [
        i.name,
        i.q,
        i.priceRub,
        i.vatRate === "none" ? "Без НДС" : `${i.vatRate}%`,
        i.vatAmountRub,
        i.totalAmountRub,
      ]),
      ["Итого", "", "", "", rubles(order.vat_kopecks), rubles(order.total_kopecks)],
    ];
    return stored.kind === "items"
      ? file(csvFile(rows), stored.name, CONTENT_TYPES.csv)
      : file(await xlsxFile(`УПД ${order.number}`, rows), stored.name, CONTENT_TYPES.xlsx);
  });
}
