import { describe, expect, it } from "vitest";
import { companyDetails } from "./company-details.server";

// Only a company's id is promised (contract/marketplace.yaml, Contractor): the card shows «—» for
// every value the marketplace left out, and still its three kinds of block.

describe("the company card", () => {
  it("of a company with only its id shows «—» everywhere, the signatory's block included", () => {
    const blocks = companyDetails({ id: 3 });
    expect(blocks.map((block) => block.title)).toEqual([
      "Информация о компании",
      "Данные подписанта",
      "Платёжные реквизиты",
    ]);
    const values = blocks.flatMap((block) => block.rows.map(([, value]) => value));
    expect(values.length).toBe(18);
    expect(new Set(values)).toEqual(new Set(["—"]));
  });

  it("names the categories it has names for, and a blank value is «—» too", () => {
    const [info] = companyDetails({
      id: 3,
      inn: "7701234567",
      kpp: "  ",
      sections: [{ id: 1, name: "Напольные покрытия" }, { id: 2 }, { id: 3, name: "Краски" }],
    });
    expect(Object.fromEntries(info.rows)).toMatchObject({
      "ИНН компании": "7701234567",
      КПП: "—",
      "Категории товаров": "Напольные покрытия, Краски",
    });
  });

  it("shows a block per signatory", () => {
    const blocks = companyDetails({ id: 3, persons: [{ fio: "Белов К. Ю." }, { position: "Директор" }] });
    expect(blocks.filter((block) => block.title === "Данные подписанта").map((block) => block.rows)).toEqual([
      [
        ["Должность", "—"],
        ["ФИО", "Белов К. Ю."],
        ["Основание", "—"],
      ],
      [
        ["Должность", "Директор"],
        ["ФИО", "—"],
        ["Основание", "—"],
      ],
    ]);
  });
});
