/**
 * Russian money, dates and plurals, written as Intl's ru-RU writes them. Numbers, dates and plurals
 * are written directly: a list formats several per row, and a browser's first Intl formatter loads the
 * locale's data while the page's scripts start (format.test.ts holds each to Intl's). The chart
 * axes' compact rubles go through Intl, made on first use.
 */

/** ru-RU's separator of thousands, and before the currency sign. */
const NO_BREAK_SPACE = "\u00a0";

/**
 * The integer and fraction digits of a number as Intl rounds them: from its shortest decimal form,
 * to `maxFraction` places, half away from zero, trailing zeros dropped down to `minFraction`.
 */
function decimalDigits(absolute: number, minFraction: number, maxFraction: number) {
  const text = String(absolute);
  const exponentAt = text.indexOf("e");
  let whole: string;
  let fraction: string;
  if (exponentAt < 0) {
    const pointAt = text.indexOf(".");
    whole = pointAt < 0 ? text : text.slice(0, pointAt);
    fraction = pointAt < 0 ? "" : text.slice(pointAt + 1);
  } else {
    // 1e+21, 1.5e-7: one digit before the point, the exponent moves it.
    const digits = text.slice(0, exponentAt).replace(".", "");
    const pointAt = 1 + Number(text.slice(exponentAt + 1));
    whole = pointAt <= 0 ? "0" : digits.slice(0, pointAt).padEnd(pointAt, "0");
    fraction = pointAt <= 0 ? "0".repeat(-pointAt) + digits : digits.slice(pointAt);
  }
  // The shortest form has no trailing zeros: only a rounded fraction can end in some.
  if (fraction.length <= maxFraction) return { whole, fraction: fraction.padEnd(minFraction, "0") };
  let kept = whole + fraction.slice(0, maxFraction);
  if (fraction.charCodeAt(maxFraction) >= 53 /* "5" or more */) {
    // Up by one in the last kept digit: the nines before it become zeros, and the digit before them one more.
    let at = kept.length - 1;
    while (at >= 0 && kept.charCodeAt(at) === 57 /* "9" */) at--;
    const raised = at < 0 ? "1" : kept.slice(0, at) + String.fromCharCode(kept.charCodeAt(at) + 1);
    kept = raised + "0".repeat(kept.length - 1 - at);
  }
  whole = kept.slice(0, kept.length - maxFraction);
  fraction = kept
    .slice(kept.length - maxFraction)
    .replace(/0+$/, "")
    .padEnd(minFraction, "0");
  return { whole, fraction };
}

/** A number as ru-RU writes it: 1 234 567,89 (a minus for any negative, -0 included, as Intl does). */
function formatNumber(value: number, minFraction: number, maxFraction: number) {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  // Most sums and counts are whole: their digits are the number's own, with nothing to round.
  if (minFraction === 0 && Number.isSafeInteger(value)) return `${sign}${grouped(String(Math.abs(value)))}`;
  const { whole, fraction } = decimalDigits(Math.abs(value), minFraction, maxFraction);
  return `${sign}${grouped(whole)}${fraction ? `,${fraction}` : ""}`;
}

/** Whole digits in threes: 1 234 567. */
const grouped = (whole: string) => (whole.length > 3 ? whole.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE) : whole);

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
  isNumber(value) ? `${formatNumber(value, Number.isInteger(value) ? 0 : 2, 2)}${NO_BREAK_SPACE}₽` : MISSING;
let compactRubles: Intl.NumberFormat | undefined;
/** 1,3 млн ₽: for chart axes. */
export const formatCompactRubles = (value: number) =>
  (compactRubles ??= new Intl.NumberFormat("ru-RU", {
    style: "currency",
    currency: "RUB",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  })).format(value);
/** 2 847 (a fraction to three places, as Intl's default); «—» without a number. */
export const formatInteger = (value: number | null | undefined) =>
  isNumber(value) ? formatNumber(value, 0, 3) : MISSING;

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

/**
 * Russian's plural category of a number (CLDR's, as `Intl.PluralRules("ru")` gives it): a number
 * with a fraction left after rounding to three places is "other"; a whole one ending in 1 (not 11)
 * "one", in 2–4 (not 12–14) "few", any other "many".
 */
function pluralCategory(count: number) {
  if (!Number.isFinite(count)) return "other";
  const { whole, fraction } = decimalDigits(Math.abs(count), 0, 3);
  if (fraction) return "other";
  const lastTwo = Number(whole.slice(-2));
  const last = lastTwo % 10;
  if (last === 1 && lastTwo !== 11) return "one";
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return "few";
  return "many";
}

/** The word for a count: 1 компания, 2 компании, 5 компаний (fractions take the "few" form). */
export function plural(count: number, forms: PluralForms) {
  const category = pluralCategory(count);
  return category === "one" || category === "few" ? forms[category] : category === "other" ? forms.few : forms.many;
}

/** The count and its word: "1 товар", "10 000 строк". */
export const countOf = (count: number, forms: PluralForms) => `${formatInteger(count)} ${plural(count, forms)}`;
