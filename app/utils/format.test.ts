import { describe, expect, it } from "vitest";
import {
  countOf,
  entryOf,
  formatCompactRubles,
  formatDate,
  formatDayMonth,
  formatInteger,
  formatRubles,
  formatVat,
  nameOf,
  plural,
} from "./format";
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
    expect(formatDate("2024-07-15")).toBe("15.07.2024");
    expect(formatDayMonth("2024-12-31T00:00:00.000Z")).toBe("31.12");
    // In UTC, whatever the offset written: the day the marketplace's instant falls on there.
    expect(formatDate("2024-07-15T23:30:00-03:00")).toBe("16.07.2024");
    expect(formatDayMonth("2024-01-01T01:00:00+03:00")).toBe("31.12");
  });

  it("writes a date as ru-RU's two-digit day and month and its year do, in UTC", () => {
    for (let day = 0; day < 800; day += 7) {
      const instant = new Date(Date.UTC(2023, 0, 1) + day * 86_400_000 + 13 * 3_600_000);
      const ru = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat("ru-RU", { ...options, timeZone: "UTC" }).format(instant);
      expect(formatDate(instant.toISOString())).toBe(ru({ day: "2-digit", month: "2-digit", year: "numeric" }));
      expect(formatDayMonth(instant.toISOString())).toBe(ru({ day: "2-digit", month: "2-digit" }));
    }
  });

  it.each(["", "5", "вчера", "2024-13-45", "15.07.2024", "2024-07-15T99:00:00Z", null, undefined])(
    "writes «—» for %j, which is no date: a page never breaks on it",
    (value) => {
      expect(formatDate(value)).toBe("—");
      expect(formatDayMonth(value)).toBe("—");
    },
  );

  it("writes «—» for a sum or a count that is missing", () => {
    expect(formatRubles(undefined)).toBe("—");
    expect(formatRubles(null)).toBe("—");
    expect(formatInteger(undefined)).toBe("—");
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
    expect([formatVat("none"), formatVat("10"), formatVat("20"), formatVat("7"), formatVat("toString")]).toEqual([
      "Без НДС",
      "10%",
      "20%",
      "7",
      "toString",
    ]);
    expect(formatVat(undefined)).toBe("—");
  });
});

describe("a code's name in a dictionary the marketplace sends", () => {
  it("shows a code the dictionary does not name as sent, and «—» without a code", () => {
    const names = { onSale: "В продаже" };
    expect(nameOf(names, "onSale")).toBe("В продаже");
    expect(nameOf(names, "somethingNew")).toBe("somethingNew");
    expect(nameOf(undefined, "onSale")).toBe("onSale");
    expect(nameOf(names, undefined)).toBe("—");
    expect(nameOf(names, "")).toBe("—");
  });

  it("takes codes like toString or __proto__ for codes, never for members of Object.prototype", () => {
    for (const code of ["toString", "__proto__", "constructor", "hasOwnProperty"]) {
      expect(nameOf({ onSale: "В продаже" }, code)).toBe(code);
      expect(entryOf({ onSale: "green" }, code)).toBeUndefined();
    }
  });
});

describe("numbers and plurals written directly, as Intl's ru-RU writes them", () => {
  const intlRubles = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB" });
  const intlWholeRubles = new Intl.NumberFormat("ru-RU", {
    style: "currency",
    currency: "RUB",
    maximumFractionDigits: 0,
  });
  const intlInteger = new Intl.NumberFormat("ru-RU");
  const intlPlurals = new Intl.PluralRules("ru");
  const forms = { one: "one", few: "few", many: "many" };
  const asPlural = (category: Intl.LDMLPluralRule) =>
    category === "one" || category === "few" ? category : category === "other" ? "few" : "many";

  /** A deterministic pseudo-random sequence, so a failure names numbers that can be tried again. */
  function numbers() {
    let seed = 38;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const list = [0, -0, 1e-7, -1e-7, 0.0005, 0.9995, 9.9995, 999.995, 1.005, 2.005, 0.125, 1e21, 1.5e22, -1e21];
    list.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e15 + 0.5, 123.4567, -0.004, 0.1 + 0.2);
    for (let n = 0; n <= 3000; n++) list.push(n, -n);
    for (let n = 0; n < 3000; n++) {
      const scale = 10 ** Math.floor(random() * 13);
      const places = Math.floor(random() * 7);
      const value = Math.round(random() * scale * 10 ** places) / 10 ** places;
      list.push(value, -value, value + 0.005, Math.round(value));
    }
    return list;
  }

  it("writes rubles and counts with Intl's digits, separators, rounding and signs", () => {
    for (const value of numbers()) {
      const rubles = Number.isInteger(value) ? intlWholeRubles : intlRubles;
      expect(formatRubles(value), `${value}`).toBe(rubles.format(value));
      expect(formatInteger(value), `${value}`).toBe(intlInteger.format(value));
    }
  });

  it("takes Intl's plural category for every count", () => {
    for (const value of [...numbers(), 1.0001, 2.0004, 11.0004, NaN, Infinity, -Infinity]) {
      expect(plural(value, forms), `${value}`).toBe(asPlural(intlPlurals.select(value)));
    }
  });
});
