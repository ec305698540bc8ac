/**
 * Canonical form of a typed number: spaces (also the non-breaking ones Intl puts between
 * thousands) removed and a decimal comma turned into a dot.
 */
export function normalizeDecimal(raw: string): string {
  return raw.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
}

/** True when `value` (already normalised) has at most the given integer and fraction digits. */
export function isDecimal(value: string, integerDigits: number, fractionDigits: number): boolean {
  return new RegExp(`^\\d{1,${integerDigits}}(\\.\\d{1,${fractionDigits}})?$`).test(value);
}
