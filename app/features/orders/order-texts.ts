import type { Order, OrderItem } from "~/services/marketplace/orders.server";
import { formatDate, formatInteger, formatRubles, formatVat, MISSING, orMissing } from "~/utils/format";
import { orderStatusTitle } from "./order-status";

/**
 * What the orders' list, an order's page and the orders' CSV say of an order. Only its id is
 * promised (contract/marketplace.yaml, Order): what is missing, or is no value of its kind (a date
 * that is not one), is «—»; a status the portal does not know is shown as sent.
 */
export function orderTexts(order: Order, storeTitle: (storeId: number) => string) {
  return {
    number: orMissing(order.number),
    created: formatDate(order.orderCreatedAt),
    shipping: formatDate(order.shippingDate),
    status: orderStatusTitle(order.status),
    store: order.storeId === undefined ? MISSING : storeTitle(order.storeId),
  };
}

/** An order's file as its page links it: one without a name is named by its id, one without a format says none. */
const orderFile = (orderId: number, file: NonNullable<Order["files"]>[number]) => ({
  href: `/order/${orderId}/file/${file.id}/`,
  name: file.name?.trim() || `Файл ${file.id}`,
  format: file.fileFormat?.trim() ? file.fileFormat.toUpperCase() : null,
});

/** An order's page: its header, totals, items and files, «—» for what the marketplace left out. */
export function orderPage(order: Order, items: OrderItem[], storeTitle: (storeId: number) => string) {
  return {
    id: order.id,
    ...orderTexts(order, storeTitle),
    total: formatRubles(order.totalAmountRub),
    vat: formatRubles(order.totalVatAmountRub),
    files: (order.files ?? []).map((file) => orderFile(order.id, file)),
    items: items.map((item) => ({
      name: orMissing(item.name),
      quantity: formatInteger(item.q),
      price: formatRubles(item.priceRub),
      vatRate: formatVat(item.vatRate),
      vat: formatRubles(item.vatAmountRub),
      total: formatRubles(item.totalAmountRub),
    })),
  };
}
