import { describe, expect, it } from "vitest";
import { checkPromoPrices, PROMO_ABOVE_PRICE_MESSAGE, promoPriceCeiling } from "./promo-prices";

const typed = (price: string, a: string, b: string, r: string) => ({
  price,
  promoPriceA: a,
  promoPriceB: b,
  promoPriceR: r,
});

describe("promo prices", () => {
  it("passes prices at least the minimum discount under the price, kopecks and commas included", () => {
    expect(checkPromoPrices(typed("1059", "850", "900,50", "953.10"), 10)).toEqual({
      value: { price: 1059, promoPriceA: 850, promoPriceB: 900.5, promoPriceR: 953.1 },
    });
  });

  it("names the highest price the minimum discount allows", () => {
    expect(promoPriceCeiling(1059, 10)).toBe(953.1);
    const checked = checkPromoPrices(typed("1059", "850", "900", "953.11"), 10);
    expect(checked).toEqual({
      errors: {
        promoPriceR: expect.stringMatching(/^Скидка по акции — не меньше 10%: укажите цену не выше 953,10\s₽$/),
      },
    });
  });

  it("refuses a promo price at or above the price, an empty or malformed one, and judges nothing against a bad price", () => {
    expect(checkPromoPrices(typed("1000", "1000", "", "abc"), 0)).toEqual({
      errors: {
        promoPriceA: PROMO_ABOVE_PRICE_MESSAGE,
        promoPriceB: "Обязательно к заполнению",
        promoPriceR: "Введите корректную цену",
      },
    });
    expect(checkPromoPrices(typed("0", "1", "1", "1"), 10)).toEqual({ errors: { price: "Введите корректную цену" } });
  });
});
