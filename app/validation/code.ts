import { CODE_LENGTH } from "./code-format";
import { hasDigits } from "./digits";
import { ruleField } from "./field";

export const CODE_MESSAGE = "Неверный проверочный код";

/** The code widget's texts for a code the marketplace refused, verbatim as the product gives them. */
export const WRONG_CODE_MESSAGE = "Вы ввели неверный код, попробуйте еще раз";
export const EXPIRED_CODE_MESSAGE = "Код истек, Запросите код повторно";

export function isValidCode(value: string): boolean {
  return hasDigits(value, CODE_LENGTH) && Number(value) !== 0;
}

export const codeSchema = /* @__PURE__ */ ruleField({ check: isValidCode, message: CODE_MESSAGE });
