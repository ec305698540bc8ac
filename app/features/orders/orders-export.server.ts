import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { everyItem } from "~/services/marketplace/every-page.server";
import { orders, type Order, type OrderTab } from "~/services/marketplace/orders.server";
import { retailStores, storeTitles } from "~/services/marketplace/stores.server";
import { csvDownload, sheetDecimal, textCell } from "~/utils/csv-download.server";
import { formatVat } from "~/utils/format";
import { sortFromParam } from "~/utils/params.server";
import { orderTexts } from "./order-texts";
import { requireOrder } from "./order.server";
import { ORDER_TABS, orderTabName, readOrderQuery } from "./orders-list.server";

/**
 * Orders as CSV for Excel: the list as filtered, every page of it, and one order's
 * items. Same file format as the catalog's export (docs/decisions/012).
 */

/** Orders per marketplace call while exporting: few calls, small pages in memory. */
const EXPORT_PAGE = 200;

const ORDER_COLUMNS = ["Номер", "Создан", "Отгрузка", "Статус", "Позиций", "Склад", "Сумма, ₽", "НДС, ₽"];
const ITEM_COLUMNS = ["Товар", "Количество", "Цена, ₽", "Ставка НДС", "НДС, ₽", "Сумма, ₽"];

/** GET /orders/export/?tab=&number=&from=…: the filtered list, as the list's URL states it. */
export async function exportOrders(request: Request) {
  const url = new URL(request.url);
  const tabName = orderTabName(url.searchParams.get("tab"));
  await requireAccess(request, "orders");
  const api = await marketplace(request);
  const stores = (await retailStores(api)).items;
  const storeTitle = storeTitles(stores);
  const { filter, sort } = readOrderQuery(
    url,
    stores.map((store) => store.id),
  );
  const title = ORDER_TABS.find((tab) => tab.name === tabName)!.title;
  // Fetched page by page while the file streams out, never the whole list in memory.
  const list = everyItem(EXPORT_PAGE, (skip) =>
    orders.list(api, (tabName || null) as OrderTab | null, {
      limit: EXPORT_PAGE,
      skip,
      sort: sortFromParam(sort),
      filter,
    }),
  );
  return ordersCsv(`${title}.csv`, list, storeTitle);
}

/** A cell of a number: a missing one is empty. */
const numberCell = (value: number | undefined) => value ?? "";
const decimalCell = (value: number | undefined) => sheetDecimal(value ?? null);

/**
 * The orders as the CSV file: the header, then a row per order in the order given. Apart from the
 * marketplace calls, so a unit test can read the file a list of orders makes.
 */
export function ordersCsv(
  fileName: string,
  list: AsyncIterable<Order> | Iterable<Order>,
  storeTitle: (storeId: number) => string,
) {
  return csvDownload({ name: fileName, asciiName: "orders.csv" }, ORDER_COLUMNS, async (write) => {
    for await (const order of list) {
      const texts = orderTexts(order, storeTitle);
      await write([
        ...[texts.number, texts.created, texts.shipping, texts.status].map(textCell),
        numberCell(order.orderItemsCount),
        textCell(texts.store),
        decimalCell(order.totalAmountRub),
        decimalCell(order.totalVatAmountRub),
      ]);
    }
  });
}

/** GET /order/{id}/items/: one order's items; an unknown or foreign order is not found. */
export async function exportOrderItems(request: Request, id: string | undefined) {
  const { order, items } = await requireOrder(request, id);
  // An order without a number is named by its id, as its address names it.
  const name = order.number?.trim() ? `Заказ № ${order.number}.csv` : `Заказ ${order.id}.csv`;
  return csvDownload({ name, asciiName: "order.csv" }, ITEM_COLUMNS, async (write) => {
    for (const item of items) {
      await write([
        item.name ?? "",
        numberCell(item.q),
        decimalCell(item.priceRub),
        textCell(formatVat(item.vatRate)),
        decimalCell(item.vatAmountRub),
        decimalCell(item.totalAmountRub),
      ]);
    }
  });
}
