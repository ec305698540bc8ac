/** Russian money, dates and plurals, through Intl with locale ru-RU. */

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
const date = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const plurals = new Intl.PluralRules("ru");

/** 1 284 650 ₽, and kopecks only when there are some: 3 912 480,50 ₽ */
export const formatRubles = (value: number) => (Number.isInteger(value) ? wholeRubles : rubles).format(value);
/** 1,3 млн ₽: for chart axes. */
export const formatCompactRubles = (value: number) => compactRubles.format(value);
/** 2 847 */
export const formatInteger = (value: number) => integer.format(value);
/** 15.07.2024 */
export const formatDate = (iso: string) => date.format(new Date(iso));
/** 15.07 */
export const formatDayMonth = (iso: string) => dayMonth.format(new Date(iso));

const VAT_RATES: Record<string, string> = { none: "Без НДС", "10": "10%", "20": "20%" };

/** The marketplace's VAT rates as shown: 'Без НДС', '10%', '20%' (no space before %); an unknown code as it came. */
export const formatVat = (rate: string) => VAT_RATES[rate] ?? rate;

export type PluralForms = { one: string; few: string; many: string };

/** The word for a count: 1 компания, 2 компании, 5 компаний (fractions take the "few" form). */
export function plural(count: number, forms: PluralForms) {
  const category = plurals.select(count);
  return category === "one" || category === "few" ? forms[category] : category === "other" ? forms.few : forms.many;
}

/** The count and its word: "1 товар", "10 000 строк". */
export const countOf = (count: number, forms: PluralForms) => `${formatInteger(count)} ${plural(count, forms)}`;
