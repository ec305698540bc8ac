/** EAN-13 rules shared by the catalog, the importer and the seed. */

/** Check digit for the first 12 digits: weights 1,3,1,3… from the left, mod 10. */
function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(value: unknown): value is string {
  return typeof value === "string" && /^\d{13}$/.test(value) && ean13CheckDigit(value) === Number(value[12]);
}

/** Completes a 12-digit body with its check digit. */
export function toEan13(first12: string): string {
  return first12 + ean13CheckDigit(first12);
}

/** The message for a bad barcode (EAN-13 with a valid checksum). */
export const BARCODE_MESSAGE = "Введите корректный штрихкод";
