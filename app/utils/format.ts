/** Russian money, dates and plurals: through Intl with locale ru-RU, dates written as it writes them. */

const rubles = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB" });
const wholeRubles = new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 });
const compactRubles = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const integer = new Intl.NumberFormat("ru-RU");
// Business dates are midnight UTC: read them in UTC so no time zone moves them to the day before.
const plurals = new Intl.PluralRules("ru");

/**
 * What a page shows for a value the marketplace did not send, or sent in a form that is no value of
 * its kind (a date that is not a date): the reader is tolerant, and says so visibly.
 */
export const MISSING = "—";

/** A text the marketplace may leave out or empty: «—» then. */
export const orMissing = (text: string | null | undefined) => (text?.trim() ? text : MISSING);

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** 1 284 650 ₽, and kopecks only when there are some: 3 912 480,50 ₽; «—» without a sum. */
export const formatRubles = (value: number | null | undefined) =>
  isNumber(value) ? (Number.isInteger(value) ? wholeRubles : rubles).format(value) : MISSING;
/** 1,3 млн ₽: for chart axes. */
export const formatCompactRubles = (value: number) => compactRubles.format(value);
/** 2 847; «—» without a number. */
export const formatInteger = (value: number | null | undefined) => (isNumber(value) ? integer.format(value) : MISSING);

/**
 * The instant an ISO 8601 text names, or null for one that names none. Only the ISO forms count: a
 * lenient `new Date("5")` would find a year 2001 in text that is not a date.
 */
export function parseDate(iso: string | null | undefined): Date | null {
  if (
    typeof iso !== "string" ||
    !/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(iso)
  ) {
    return null;
  }
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * 15.07 of an instant, in UTC: what ru-RU's two-digit day and month give, written directly because a
 * list formats a few dates per row and Intl's formatting was 2 % of the orders page's time.
 */
const dayAndMonth = (instant: Date) =>
  `${String(instant.getUTCDate()).padStart(2, "0")}.${String(instant.getUTCMonth() + 1).padStart(2, "0")}`;

/** 15.07.2024; «—» for a date that is missing or not a date. */
export const formatDate = (iso: string | null | undefined) => {
  const instant = parseDate(iso);
  return instant ? `${dayAndMonth(instant)}.${instant.getUTCFullYear()}` : MISSING;
};
/** 15.07; «—» for a date that is missing or not a date. */
export const formatDayMonth = (iso: string | null | undefined) => {
  const instant = parseDate(iso);
  return instant ? dayAndMonth(instant) : MISSING;
};

/**
 * An own entry of a table keyed by a code the marketplace sends: a code like "toString" or
 * "__proto__" is just a code the table does not hold, never a member of Object.prototype.
 */
export const entryOf = <Value>(table: Readonly<Record<string, Value>> | undefined, code: string | null | undefined) =>
  table && code && Object.hasOwn(table, code) ? table[code] : undefined;

/** A code's name in a marketplace dictionary (values-map): a code it does not name as sent, no code «—». */
export const nameOf = (names: Readonly<Record<string, string>> | undefined, code: string | null | undefined) =>
  code ? (entryOf(names, code) ?? code) : MISSING;

const VAT_RATES: Record<string, string> = { none: "Без НДС", "10": "10%", "20": "20%" };

/**
 * The marketplace's VAT rates as shown: 'Без НДС', '10%', '20%' (no space before %); an unknown code
 * as it came; «—» without one.
 */
export const formatVat = (rate: string | null | undefined) => nameOf(VAT_RATES, rate);

export type PluralForms = { one: string; few: string; many: string };

/** The word for a count: 1 компания, 2 компании, 5 компаний (fractions take the "few" form). */
export function plural(count: number, forms: PluralForms) {
  const category = plurals.select(count);
  return category === "one" || category === "few" ? forms[category] : category === "other" ? forms.few : forms.many;
}

/** The count and its word: "1 товар", "10 000 строк". */
export const countOf = (count: number, forms: PluralForms) => `${formatInteger(count)} ${plural(count, forms)}`;
