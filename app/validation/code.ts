import { hasDigits } from "./digits";
import { ruleField } from "./field";

export const CODE_MESSAGE = "Неверный проверочный код";
/** SMS and e-mail confirmation codes are 4 digits (SPEC §9). */
export const CODE_LENGTH = 4;

export function isValidCode(value: string): boolean {
  return hasDigits(value, CODE_LENGTH) && Number(value) !== 0;
}

export const codeSchema = /* @__PURE__ */ ruleField({ check: isValidCode, message: CODE_MESSAGE });
