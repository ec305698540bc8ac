import { describe, expect, it } from "vitest";
import { postableId, productName, visibilityText } from "./product-fallbacks";

// What the product lists show for what the marketplace may leave out or send oddly (the contract
// requires only a product's id): the fallbacks written here, not read from the code.

describe("a product's fallbacks", () => {
  it("names a product without a name, or with only spaces, «Без названия»", () => {
    expect(productName(undefined)).toBe("Без названия");
    expect(productName("  ")).toBe("Без названия");
    expect(productName("Плитка")).toBe("Плитка");
  });

  it("posts only ids a form and a route take back: whole numbers from 1, up to 12 digits", () => {
    expect(postableId(42)).toBe("42");
    expect(postableId(999_999_999_999)).toBe("999999999999");
    for (const odd of [0, -3, 1.5, 1e12, 1e21, Number.MAX_SAFE_INTEGER + 2, null, undefined]) {
      expect(postableId(odd)).toBeNull();
    }
  });

  it("says shown or hidden only when the marketplace does", () => {
    expect(visibilityText(true)).toBe("Показан");
    expect(visibilityText(false)).toBe("Скрыт");
    expect(visibilityText(undefined)).toBe("—");
  });
});
