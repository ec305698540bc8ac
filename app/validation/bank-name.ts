import { text } from "./field";

export const BANK_NAME_MESSAGE = "Введите название банка русскими буквами";

export function isValidBankName(value: string): boolean {
  return value.trim() !== "";
}

/** The rule is "non-empty", so its own message replaces the generic required one. */
export const bankNameSchema = /* @__PURE__ */ text({ emptyMessage: BANK_NAME_MESSAGE });
