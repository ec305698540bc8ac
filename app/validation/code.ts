import { CODE_LENGTH } from "./code-format";
import { hasDigits } from "./digits";
import { ruleField } from "./field";

export const CODE_MESSAGE = "Неверный проверочный код";

export function isValidCode(value: string): boolean {
  return hasDigits(value, CODE_LENGTH) && Number(value) !== 0;
}

export const codeSchema = /* @__PURE__ */ ruleField({ check: isValidCode, message: CODE_MESSAGE });
