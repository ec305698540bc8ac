import { describe, expect, it } from "vitest";
import { storeTitles } from "~/services/marketplace/stores.server";
import { ordersCsv } from "./orders-export.server";

// The orders' CSV of orders the marketplace sent with only their ids (contract/marketplace.yaml,
// Order): a value left out is an empty cell, as a spreadsheet shows nothing, and a status or date
// follows the list's rules. (The file's columns and format: orders-export.server.test.ts.)

const fileText = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString("utf8");
const rowsOf = (text: string) => text.trimEnd().split("\n").slice(1);

describe("the orders' CSV of orders with little more than an id", () => {
  it("leaves every missing value an empty cell, a date that is none too; an unknown status as sent", async () => {
    const text = await fileText(
      ordersCsv(
        "Все заказы.csv",
        [{ id: 1 }, { id: 2, number: "ЗК-2", shippingDate: "not a date", status: "x_status", storeId: 99 }],
        storeTitles([]),
      ),
    );
    expect(rowsOf(text)).toEqual([";;;;;;;", "ЗК-2;;;x_status;;Склад 99;;"]);
  });
});
