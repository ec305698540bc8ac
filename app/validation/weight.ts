import { isDecimal, normalizeDecimal } from "./decimal";
import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** No message of its own: the default one. */
export const WEIGHT_MESSAGE = DEFAULT_MESSAGE;
const WEIGHT_INTEGER_DIGITS = 11;
/** Grams of a kilogram. */
const WEIGHT_FRACTION_DIGITS = 3;

export const normalizeWeight = normalizeDecimal;

/** Up to 11 digits, or a decimal with up to 3 decimals; '1,5' is 1.5. */
export function isValidWeight(raw: string): boolean {
  return isDecimal(normalizeWeight(raw), WEIGHT_INTEGER_DIGITS, WEIGHT_FRACTION_DIGITS);
}

export const weightSchema = /* @__PURE__ */ ruleField({ check: isValidWeight, message: WEIGHT_MESSAGE }).transform(
  normalizeWeight,
);
