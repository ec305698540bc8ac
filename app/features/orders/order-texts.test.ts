import { describe, expect, it } from "vitest";
import type { Order } from "~/services/marketplace/orders.server";
import { storeTitles } from "~/services/marketplace/stores.server";
import { orderStatusTitle } from "./order-status";
import { orderPage } from "./order-texts";
import { nearestShippingDays, orderRow } from "./orders-list.server";

// Only an order's id is promised (contract/marketplace.yaml, Order; docs/decisions/094): the list and
// the order's page draw whatever else the marketplace sends, or leaves out, with «—».

const storeTitle = storeTitles([{ id: 10, title: "Москва — Южный порт" }]);
const MISSING = "—";

describe("an order as the list and its page show it", () => {
  it("lists an order with only its id: «—» in every column, and still a link by the id", () => {
    expect(orderRow({ id: 7 }, storeTitle)).toEqual({
      id: 7,
      number: MISSING,
      created: MISSING,
      shipping: MISSING,
      status: MISSING,
      items: MISSING,
      store: MISSING,
      total: MISSING,
    });
  });

  it("shows «—» for a date that is no date", () => {
    const row = orderRow({ id: 7, shippingDate: "not a date", orderCreatedAt: "5" }, storeTitle);
    expect(row.shipping).toBe(MISSING);
    expect(row.created).toBe(MISSING);
    expect(orderRow({ id: 7, shippingDate: "2024-07-18" }, storeTitle).shipping).toBe("18.07.2024");
  });

  it("shows a status it does not know as sent, the known ones in Russian", () => {
    expect(orderRow({ id: 7, status: "x_status" }, storeTitle).status).toBe("x_status");
    expect(orderRow({ id: 7, status: "in_work" }, storeTitle).status).toBe("В работе");
    // A code that names a member of Object.prototype is a code like any other.
    for (const code of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(orderStatusTitle(code)).toBe(code);
    }
    expect(orderStatusTitle("")).toBe(MISSING);
  });

  it("names a store the dictionary lacks by its id, and none «—»", () => {
    expect(orderRow({ id: 7, storeId: 10 }, storeTitle).store).toBe("Москва — Южный порт");
    expect(orderRow({ id: 7, storeId: 99 }, storeTitle).store).toBe("Склад 99");
  });

  it("takes any number JSON allows for a count or a sum", () => {
    for (const value of [-3, 2.5, 1e300, Number.MAX_SAFE_INTEGER + 2]) {
      const row = orderRow({ id: 7, orderItemsCount: value, totalAmountRub: value }, storeTitle);
      expect(row.items).not.toBe(MISSING);
      expect(row.total).toMatch(/₽$/);
    }
  });

  it("draws the page of an order with only its id, items and files with nothing but their ids", () => {
    const order: Order = { id: 7, files: [{ id: 3 }, { id: 4, name: "Счёт", fileFormat: "pdf" }] };
    const page = orderPage(order, [{}], storeTitle);
    expect(page).toMatchObject({ number: MISSING, status: MISSING, store: MISSING, total: MISSING, vat: MISSING });
    expect(page.items).toEqual([
      { name: MISSING, quantity: MISSING, price: MISSING, vatRate: MISSING, vat: MISSING, total: MISSING },
    ]);
    expect(page.files).toEqual([
      { href: "/order/7/file/3/", name: "Файл 3", format: null },
      { href: "/order/7/file/4/", name: "Счёт", format: "PDF" },
    ]);
    expect(orderPage({ id: 7 }, [], storeTitle).files).toEqual([]);
    expect(orderPage({ id: 7 }, [{ vatRate: "18" }], storeTitle).items[0].vatRate).toBe("18");
  });

  it("leaves out a nearest shipping day without a usable date; a missing list is none", () => {
    expect(
      nearestShippingDays([
        { date: "2024-07-18", ordersCount: 4 },
        { date: "soon", ordersCount: 2 },
        { ordersCount: 1 },
        { date: "2024-07-19" },
      ]),
    ).toEqual([
      { date: "18.07.2024", ordersCount: "4" },
      { date: "19.07.2024", ordersCount: MISSING },
    ]);
    expect(nearestShippingDays(undefined)).toEqual([]);
  });
});
