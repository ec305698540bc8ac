import { describe, expect, it, vi } from "vitest";
import type { Order } from "~/services/marketplace/orders.server";
import { storeTitles } from "~/services/marketplace/stores.server";
import { ordersCsv } from "./orders-export.server";

// The orders' CSV as a supplier opens it in Excel (docs/decisions/012): the browser test only
// downloads the demo's orders; here every column of a file made from orders chosen for it.

const order = (fields: Partial<Order>): Order => ({
  id: 1,
  number: "ЗК-0001",
  orderCreatedAt: "2024-07-15T09:30:00.000Z",
  orderItemsCount: 1,
  shippingDate: "2024-07-18",
  status: "new",
  storeId: 10,
  totalAmountRub: 100,
  totalVatAmountRub: 0,
  files: [],
  ...fields,
});

const storeTitle = storeTitles([
  { id: 10, title: "Склад Москва, Южный порт" },
  { id: 11, title: 'Склад "Север"; ворота 3\nвъезд со двора' },
]);

/** The file as its bytes say it: the BOM is kept (Response.text() would drop it). */
async function fileText(response: Response) {
  return Buffer.from(await response.arrayBuffer()).toString("utf8");
}

async function* paged(...orders: Order[]) {
  for (const each of orders) yield each;
}

describe("the orders' CSV", () => {
  it("has the header, then a row per order with dates, statuses, stores and sums as Excel reads them", async () => {
    const response = ordersCsv(
      "Выполненные.csv",
      [
        order({
          number: "ЗК-1042",
          orderCreatedAt: "2024-07-15T21:45:00.000Z",
          shippingDate: "2024-07-20",
          status: "completed",
          orderItemsCount: 12,
          storeId: 10,
          totalAmountRub: 1284650.5,
          totalVatAmountRub: 214108.42,
        }),
        order({
          number: "ЗК-1043",
          orderCreatedAt: "2024-01-02T00:00:00.000Z",
          shippingDate: "2024-01-09",
          status: "del",
          orderItemsCount: 1,
          storeId: 99,
          totalAmountRub: 1200,
          totalVatAmountRub: 200,
        }),
      ],
      storeTitle,
    );

    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="orders.csv"; filename*=UTF-8''${encodeURIComponent("Выполненные.csv")}`,
    );
    expect(await fileText(response)).toBe(
      [
        "\uFEFFНомер;Создан;Отгрузка;Статус;Позиций;Склад;Сумма, ₽;НДС, ₽",
        // A business date is read in UTC: 21:45 UTC is still the 15th wherever the server runs.
        "ЗК-1042;15.07.2024;20.07.2024;Выполнен;12;Склад Москва, Южный порт;1284650,5;214108,42",
        // A store missing from the dictionary is named by its id.
        "ЗК-1043;02.01.2024;09.01.2024;Отменён;1;Склад 99;1200;200",
        "",
      ].join("\n"),
    );
  });

  it("names every status in Russian", async () => {
    const statuses = ["new", "in_work", "completed", "del"] as const;
    const text = await fileText(
      ordersCsv(
        "Все заказы.csv",
        statuses.map((status) => order({ status })),
        storeTitle,
      ),
    );
    expect(
      text
        .trimEnd()
        .split("\n")
        .slice(1)
        .map((line) => line.split(";")[3]),
    ).toEqual(["Новый", "В работе", "Выполнен", "Отменён"]);
  });

  it("quotes a value with the separator, a quote or a line break, so it stays one cell; a comma needs none", async () => {
    const text = await fileText(ordersCsv("В работе.csv", [order({ number: "ЗК-7", storeId: 11 })], storeTitle));
    expect(text.split("\n").slice(1).join("\n")).toBe(
      'ЗК-7;15.07.2024;18.07.2024;Новый;1;"Склад ""Север""; ворота 3\nвъезд со двора";100;0\n',
    );
  });

  it("streams the orders as the marketplace's pages bring them, in their order", async () => {
    const text = await fileText(
      ordersCsv(
        "Все заказы.csv",
        paged(order({ number: "3" }), order({ number: "1" }), order({ number: "2" })),
        storeTitle,
      ),
    );
    expect(
      text
        .trimEnd()
        .split("\n")
        .slice(1)
        .map((line) => line.split(";")[0]),
    ).toEqual(["3", "1", "2"]);
  });

  it("fails the download when a page fails midway, rather than end a file that looks complete", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    async function* brokenPages() {
      yield order({ number: "ЗК-1" });
      throw new Error("a paged list stopped at 200: 503");
    }
    const response = ordersCsv("Все заказы.csv", brokenPages(), storeTitle);
    await expect(fileText(response)).rejects.toThrow();
    quiet.mockRestore();
  });
});

describe("the orders' CSV of orders the marketplace sent with little more than an id (contract/marketplace.yaml, Order)", () => {
  it("leaves every missing value an empty cell, a date that is none too; an unknown status as sent", async () => {
    const text = await fileText(
      ordersCsv(
        "Все заказы.csv",
        [{ id: 1 }, { id: 2, number: "ЗК-2", shippingDate: "not a date", status: "x_status", storeId: 99 }],
        storeTitles([]),
      ),
    );
    expect(text.trimEnd().split("\n").slice(1)).toEqual([";;;;;;;", "ЗК-2;;;x_status;;Склад 99;;"]);
  });
});
