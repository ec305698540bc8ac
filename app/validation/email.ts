import { ruleField } from "./field";

export const EMAIL_MESSAGE = "Неверный формат адреса Email";

/** local@domain.tld: no spaces, one @, a dotted domain ending in 2+ characters (also .рф). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/u;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const emailSchema = /* @__PURE__ */ ruleField({ check: isValidEmail, message: EMAIL_MESSAGE });
