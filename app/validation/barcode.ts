import { hasDigits } from "./digits";
import { ruleField } from "./field";

export const BARCODE_MESSAGE = "Введите корректный штрихкод";
export const BARCODE_LENGTH = 13;

/** EAN-13 check digit of the first 12 digits: weights 1 and 3 alternate from the left. */
export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidBarcode(value: string): boolean {
  return hasDigits(value, BARCODE_LENGTH) && ean13CheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

export const barcodeSchema = /* @__PURE__ */ ruleField({ check: isValidBarcode, message: BARCODE_MESSAGE });
