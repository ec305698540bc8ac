import { isDecimal, normalizeDecimal } from "./decimal";
import { ruleField } from "./field";

export const PRICE_MESSAGE = "Введите корректную цену";
export const PRICE_MAX_DIGITS = 18;
/** Kopecks. */
const PRICE_FRACTION_DIGITS = 2;

export const normalizePrice = normalizeDecimal;

/** Up to 18 digits of rubles, optionally kopecks: '1 500,50' is 1500.50. */
export function isValidPrice(raw: string): boolean {
  return isDecimal(normalizePrice(raw), PRICE_MAX_DIGITS, PRICE_FRACTION_DIGITS);
}

/** Output stays a string: 18 digits do not fit a JavaScript number exactly. */
export const priceSchema = /* @__PURE__ */ ruleField({ check: isValidPrice, message: PRICE_MESSAGE }).transform(
  normalizePrice,
);
