import { describe, expect, it } from "vitest";
import { ean13CheckDigit } from "./barcode";
import { fullNameSchema, normalizeFullName } from "./full-name";
import { phoneSchema } from "./phone";
import { formatPhone, normalizePhone } from "./phone-format";
import { positiveNumberSchema } from "./positive-number";
import { normalizePrice, priceSchema } from "./price";
import { optionalUrlSchema, urlSchema } from "./url";
import { formatUrl, normalizeUrl } from "./url-format";
import { normalizeWeight, weightSchema } from "./weight";

describe("normalizePhone", () => {
  it.each([
    ["+7 (900) 000-00-01", "79000000001"],
    ["8 900 000 00 01", "79000000001"],
    ["89000000001", "79000000001"],
    ["79000000001", "79000000001"],
    ["900-000", "900000"],
  ])("%j → %j", (raw, canonical) => expect(normalizePhone(raw)).toBe(canonical));

  it("the schema stores the canonical value", () => {
    expect(phoneSchema.parse("8 (900) 000-00-01")).toBe("79000000001");
  });
});

describe("formatPhone (display mask +7 (###) ###-####)", () => {
  it.each([
    ["", ""],
    ["7", ""],
    ["8", ""],
    ["+7 (", ""],
    ["9", "+7 (9"],
    ["900", "+7 (900"],
    ["9001", "+7 (900) 1"],
    ["+7 (900) 123", "+7 (900) 123"],
    ["+7 (900) 1234", "+7 (900) 123-4"],
    ["9001234567", "+7 (900) 123-4567"],
    ["89001234567", "+7 (900) 123-4567"],
    ["79001234567", "+7 (900) 123-4567"],
    ["+7 (900) 123-45678", "+7 (900) 123-4567"],
  ])("%j → %j", (raw, masked) => expect(formatPhone(raw)).toBe(masked));

  it("a masked value normalises back to the canonical phone", () => {
    expect(normalizePhone(formatPhone("9001234567"))).toBe("79001234567");
  });
});

describe("decimal normalisers turn a comma into a dot", () => {
  it.each([
    [normalizeWeight, "1,5", "1.5"],
    [normalizePrice, "1 500,50", "1500.50"],
    [normalizePrice, "1\u00a0500", "1500"],
  ])("%#: %j → %j", (normalize, raw, canonical) => expect(normalize(raw)).toBe(canonical));

  it("schemas output the canonical value", () => {
    expect(weightSchema.parse("10,250")).toBe("10.250");
    expect(priceSchema.parse("1 500,5")).toBe("1500.5");
    expect(positiveNumberSchema.parse("2,5")).toBe(2.5);
  });
});

describe("normalizeUrl masks the address to start with https://", () => {
  it.each([
    ["site.ru", "https://site.ru"],
    ["http://site.ru/a", "https://site.ru/a"],
    [" https://site.ru ", "https://site.ru"],
  ])("%j → %j", (raw, canonical) => {
    expect(normalizeUrl(raw)).toBe(canonical);
    expect(urlSchema.parse(raw)).toBe(canonical);
    expect(optionalUrlSchema.parse(raw)).toBe(canonical);
  });

  it("as an optional field: nothing, or the mask's https:// alone, is no address; a wrong one is refused", () => {
    expect(optionalUrlSchema.parse(undefined)).toBeUndefined();
    expect(optionalUrlSchema.parse("https://")).toBeUndefined();
    expect(optionalUrlSchema.safeParse("https://site").error?.issues[0]?.message).toBe("Проверьте корректность");
  });
});

describe("formatUrl, the live mask, puts https:// in front as the address is typed", () => {
  it.each([
    ["s", "https://s"],
    ["site.ru", "https://site.ru"],
    ["http://site.ru", "https://site.ru"],
    // Typing or pasting a scheme: left alone until it is one, then replaced.
    ["htt", "htt"],
    ["http:/", "http:/"],
    ["https://https://site.ru", "https://site.ru"],
    ["https://http://s", "https://s"],
    // Erasing: the scheme alone, then less, then nothing stays as it is.
    ["https://", "https://"],
    ["https:", "https:"],
    ["", ""],
  ])("%j → %j", (typed, shown) => {
    expect(formatUrl(typed)).toBe(shown);
  });
});

describe("normalizeFullName strips digits and other characters", () => {
  it("keeps Cyrillic words and hyphens, collapses spaces", () => {
    expect(normalizeFullName(" Иван2  Петров-Водкин! ")).toBe("Иван Петров-Водкин");
    expect(fullNameSchema.parse("Иван 3 Петров")).toBe("Иван Петров");
  });
});

describe("ean13CheckDigit", () => {
  it.each([
    ["400638133393", 1],
    ["590123412345", 7],
    ["460000000000", 8],
  ])("%j → %i", (first12, digit) => expect(ean13CheckDigit(first12)).toBe(digit));
});
