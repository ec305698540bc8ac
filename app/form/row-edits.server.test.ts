import { describe, expect, it } from "vitest";
import { eachLimited, saveEditedRows, shownValues } from "./row-edits.server";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("saving rows edited in place", () => {
  it("checks and saves only changed rows, keeps what a refused row typed, counts the saved", async () => {
    const sent: string[] = [];
    const report = await saveEditedRows(
      form({
        "was-1": shownValues([10, 1]),
        "price-1": "10",
        "stock-1": "1",
        "was-2": "20;2",
        "price-2": " 25 ",
        "stock-2": "2",
        "was-3": "30;3",
        "price-3": "x",
        "stock-3": "3",
        "was-4": "40;4",
        "price-4": "45",
        "stock-4": "4",
      }),
      {
        rows: ["1", "2", "3", "4"],
        fields: ["price", "stock"] as const,
        check: (_id, typed) => (/^\d+$/.test(typed.price) ? { value: typed.price } : { errors: { price: "плохо" } }),
        save: async (id, price) => {
          sent.push(`${id}:${price}`);
          return id === "4" ? { error: true, errorText: "отказ" } : { error: false, data: null };
        },
      },
    );
    expect(sent.sort()).toEqual(["2:25", "4:45"]);
    expect(report).toEqual({
      saved: 1,
      changed: 3,
      typed: { "3": { price: "x", stock: "3" }, "4": { price: "45", stock: "4" } },
      errors: { "3": { price: "плохо" }, "4": { marketplace: "отказ" } },
    });
  });

  it("tells which of several calls failed", async () => {
    const failed = await eachLimited([1, 2, 3], async (id) =>
      id === 2 ? { error: true, errorText: "нет" } : { error: false, data: id },
    );
    expect(failed).toEqual([{ id: 2, errorText: "нет" }]);
  });
});
