import { describe, expect, it } from "vitest";
import { countOf, formatCompactRubles, formatDate, formatDayMonth, formatRubles, formatVat, plural } from "./format";
import { PRODUCTS_GENITIVE } from "./nouns";

// Intl separates thousands with a no-break space and puts a no-break space before ₽.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("format", () => {
  it("writes rubles the Russian way", () => {
    expect(spaces(formatRubles(3912480.5))).toBe("3 912 480,50 ₽");
    expect(spaces(formatRubles(1284650))).toBe("1 284 650 ₽");
    expect(spaces(formatRubles(0))).toBe("0 ₽");
    expect(spaces(formatCompactRubles(1_300_000))).toBe("1,3 млн ₽");
  });

  it("writes business dates in UTC as dd.mm.yyyy", () => {
    expect(formatDate("2024-07-15T00:00:00.000Z")).toBe("15.07.2024");
    expect(formatDayMonth("2024-12-31T00:00:00.000Z")).toBe("31.12");
  });

  it.each([
    [1, "компания"],
    [3, "компании"],
    [5, "компаний"],
    [21, "компания"],
    [2847, "компаний"],
    [1.5, "компании"],
  ])("%d %s", (count, word) => {
    expect(plural(count, { one: "компания", few: "компании", many: "компаний" })).toBe(word);
  });

  it("puts the count before its word, thousands apart", () => {
    expect(countOf(1, PRODUCTS_GENITIVE)).toBe("1 товара");
    expect(countOf(11, PRODUCTS_GENITIVE)).toBe("11 товаров");
    expect(spaces(countOf(10_000, { one: "строки", few: "строк", many: "строк" }))).toBe("10 000 строк");
  });
});

describe("formatVat", () => {
  it("shows the VAT rates as none, 10%, 20% and leaves an unknown code as it came", () => {
    expect([formatVat("none"), formatVat("10"), formatVat("20"), formatVat("7")]).toEqual([
      "Без НДС",
      "10%",
      "20%",
      "7",
    ]);
  });
});
