import { normalizeDecimal } from "./decimal";
import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** No message of its own: the default one. */
export const POSITIVE_NUMBER_MESSAGE = DEFAULT_MESSAGE;

/** A plain decimal number (comma allowed) greater than zero. */
export function isPositiveNumber(raw: string): boolean {
  const value = normalizeDecimal(raw);
  return /^\d+(\.\d+)?$/.test(value) && Number(value) > 0;
}

export const positiveNumberSchema = /* @__PURE__ */ ruleField({
  check: isPositiveNumber,
  message: POSITIVE_NUMBER_MESSAGE,
}).transform((value) => Number(normalizeDecimal(value)));
