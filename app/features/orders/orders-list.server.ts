import { type AppLoadContext, json, redirect } from "@remix-run/node";
import { requireAccess } from "~/services/access/guards.server";
import { dictionaryNotLoaded, type DictionaryItems, marketplace } from "~/services/marketplace/client.server";
import {
  orders,
  type Order,
  type OrderCounts,
  type OrderFilter,
  type OrderTab,
} from "~/services/marketplace/orders.server";
import { retailStores, type Store, storeTitles } from "~/services/marketplace/stores.server";
import { formatDate, formatInteger, formatRubles, parseDate } from "~/utils/format";
import { listPaging, pageParam } from "~/utils/list-paging";
import { requireParam, sortFromParam } from "~/utils/params.server";
import { dataOnce } from "~/utils/server-markup.server";
import { readPeriod } from "~/validation/period";
import { markOrdersSeen } from "./new-orders.server";
import { orderTexts } from "./order-texts";

/** Orders per page, as the marketplace pages its lists. */
export const ORDERS_PAGE_SIZE = 30;

/** The tabs (all, in work, completed, cancelled) with their counts' keys; "" is every order. */
export const ORDER_TABS = [
  { name: "", title: "Все заказы", count: "all" },
  { name: "in-work", title: "В работе", count: "in-work" },
  { name: "completed", title: "Выполненные", count: "completed" },
  { name: "del", title: "Отменённые", count: "del" },
] as const satisfies readonly { name: string; title: string; count: keyof OrderCounts }[];

const SORTS = {
  "-orderCreatedAt": "Сначала новые",
  orderCreatedAt: "Сначала старые",
  "-totalAmount": "Сначала дорогие",
  totalAmount: "Сначала недорогие",
  shippingDate: "По дате отгрузки",
} as const;

export type OrderQuery = ReturnType<typeof readOrderQuery>;

/** The store a list's URL asks for (`?store=`): a whole number, 0 and below too; none asked is null, not store 0. */
function storeParam(query: URLSearchParams) {
  const store = Number(query.get("store") || NaN);
  return Number.isSafeInteger(store) ? store : null;
}

export const STORES_NOT_LOADED = dictionaryNotLoaded("склады", "выбрать склад");

/**
 * The stores the filter offers and the list may be narrowed to. Without the dictionary (its call
 * failed, no copy kept) the page says so, and a store the link asks for is taken as it is, by its id:
 * a shared link still shows what it showed, and the marketplace judges the store.
 */
export function storeChoices(stores: DictionaryItems<Store>, asked: number | null) {
  if (!stores.failed) return { stores: stores.items, note: null };
  return { stores: asked === null ? [] : [{ id: asked, title: storeTitles([])(asked) }], note: STORES_NOT_LOADED };
}

/** What the list's URL may say; a value that is no date, store or sort is left out and said so. */
export function readOrderQuery(url: URL, storeIds: number[]) {
  const query = url.searchParams;
  const notes: string[] = [];
  const period = (fromKey: string, toKey: string) => {
    const { from, to, notes: left } = readPeriod(query, fromKey, toKey);
    notes.push(...left);
    return [from, to];
  };
  const [dateFrom, dateTo] = period("from", "to");
  const [shippingFrom, shippingTo] = period("shipFrom", "shipTo");
  const store = storeParam(query);
  const number = (query.get("number") ?? "").trim().slice(0, 40);
  const sort = query.get("sort") ?? "";
  const filter: OrderFilter = {
    ...(number ? { search: number } : {}),
    ...(store !== null && storeIds.includes(store) ? { storeId: store } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
    ...(shippingFrom ? { shippingFrom } : {}),
    ...(shippingTo ? { shippingTo } : {}),
  };
  return {
    filter,
    sort: Object.hasOwn(SORTS, sort) ? (sort as keyof typeof SORTS) : null,
    page: pageParam(query),
    notes: [...new Set(notes)],
  };
}

/** The export keeps the list's tab, filters and sort; the page does not matter to a download. */
function exportHref(tabName: string, url: URL) {
  const query = new URLSearchParams(url.search);
  query.delete("page");
  if (tabName) query.set("tab", tabName);
  return `/orders/export/?${query}`;
}

/**
 * How many filters narrow the list, for the fold's «Фильтры · N»: the number, the store and each period
 * (one, whichever of its ends is set) as applied; the sort and the page narrow nothing.
 */
export function activeOrderFilters({ search, storeId, dateFrom, dateTo, shippingFrom, shippingTo }: OrderFilter) {
  return [search, storeId !== undefined, dateFrom || dateTo, shippingFrom || shippingTo].filter(Boolean).length;
}

/** The list without its filters: the same tab, its sort kept. */
function resetHref(url: URL, sort: string | null) {
  return sort ? `${url.pathname}?${new URLSearchParams({ sort })}` : url.pathname;
}

/** The tab a URL names ("" is every order); any other name is not found. */
export const orderTabName = (name: string | null | undefined) =>
  name ? requireParam(name, ORDER_TABS.map((tab) => tab.name).filter(Boolean)) : "";

export async function loadOrders(request: Request, context: AppLoadContext, name: string | undefined) {
  const tabName = orderTabName(name);
  const viewer = await requireAccess(request, "orders");
  const api = await marketplace(request);
  const url = new URL(request.url);
  const listPage = ({ filter, sort, page }: OrderQuery) =>
    orders.list(api, (tabName || null) as OrderTab | null, {
      limit: ORDERS_PAGE_SIZE,
      skip: (page - 1) * ORDERS_PAGE_SIZE,
      sort: sortFromParam(sort),
      filter,
    });
  // The list goes out with the store the URL asks for, beside the stores that say whether it is one:
  // one round of calls. A store that is none (a forged or stale link) costs a second.
  const askedStore = storeParam(url.searchParams);
  const asked = readOrderQuery(url, askedStore === null ? [] : [askedStore]);
  const [dictionary, counted, askedPage] = await Promise.all([retailStores(api), orders.counts(api), listPage(asked)]);
  const { stores, note: storesNote } = storeChoices(dictionary, askedStore);
  const query = readOrderQuery(
    url,
    stores.map((store) => store.id),
  );
  const found = query.filter.storeId === asked.filter.storeId ? askedPage : await listPage(query);
  // The list is open: the header's count of new orders starts again from here (new-orders.server.ts).
  if (viewer && !counted.error && typeof counted.data.all === "number")
    await markOrdersSeen(request, viewer, counted.data.all);
  const { page } = query;
  const notes = storesNote ? [storesNote, ...query.notes] : query.notes;
  const paging = listPaging(found, { page, pageSize: ORDERS_PAGE_SIZE });
  if (!found.error && page > paging.pages) {
    url.searchParams.set("page", String(paging.pages));
    throw redirect(url.pathname + url.search);
  }
  const storeTitle = storeTitles(stores);
  const rows = found.error ? [] : found.data.items.map((order) => orderRow(order, storeTitle));
  return json(
    {
      title: ORDER_TABS.find((tab) => tab.name === tabName)!.title,
      tabs: ORDER_TABS.map((tab) => ({
        to: tab.name ? `/orders/${tab.name}/` : "/orders/",
        title: tab.title,
        // A failed count is zero (the spec's dictionaries); one the marketplace leaves out is not shown.
        count: counted.error ? 0 : counted.data[tab.count],
      })),
      stores,
      sorts: Object.entries(SORTS).map(([value, title]) => ({ value, title })),
      query: url.search,
      activeFilters: activeOrderFilters(query.filter),
      resetHref: resetHref(url, query.sort),
      exportHref: exportHref(tabName, url),
      page,
      pages: paging.pages,
      /** The count the marketplace gave, null when it gave none it could mean. */
      total: paging.total,
      notes,
      listError: found.error ? found.errorText : null,
      nearest: found.error ? [] : nearestShippingDays(found.data.nearestShippingDates),
      rowCount: rows.length,
      // The rows are text and links only: a document's HTML carries them once, not again in its data
      // (docs/decisions/100); a client navigation's data carries them.
      rows: dataOnce(context, "orders-rows", rows),
    },
    { status: found.error ? 502 : 200 },
  );
}

/** An order as a row of the list: «—» for what the marketplace left out. */
export function orderRow(order: Order, storeTitle: (storeId: number) => string) {
  return {
    id: order.id,
    ...orderTexts(order, storeTitle),
    items: formatInteger(order.orderItemsCount),
    total: formatRubles(order.totalAmountRub),
  };
}

export type OrderRow = ReturnType<typeof orderRow>;

/** The nearest shipping days with their counts; a day without a usable date is left out. */
export function nearestShippingDays(days: { date?: string; ordersCount?: number }[] | undefined) {
  return (days ?? [])
    .filter((day) => parseDate(day.date) !== null)
    .map((day) => ({ date: formatDate(day.date), ordersCount: formatInteger(day.ordersCount) }));
}

export type OrdersLoader = typeof loadOrders;
