import { ruleField } from "./field";

const DIGITS = /^\d+$/;

/** True when `value` is exactly `length` digits and nothing else. */
export function hasDigits(value: string, length: number): boolean {
  return value.length === length && DIGITS.test(value);
}

/** The shared shape of the "exactly N digits" rules (BIC, account, index). */
export function digitsRule(length: number, message: string) {
  const check = (value: string) => hasDigits(value, length);
  return { check, schema: ruleField({ check, message }) };
}
