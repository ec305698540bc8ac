import { isIsoDate } from "./date";

export const BAD_DATE_MESSAGE = "Дата указана неверно: этот фильтр не применён.";
export const REVERSED_PERIOD_MESSAGE = "Начало периода позже его конца: период не применён.";

/**
 * A period of a list filter as the URL says it (`?from=&to=`, YYYY-MM-DD from <input type="date">):
 * the dates that may be sent, and Russian notes for what was left out (a bad date, a finish before
 * the start).
 */
export function readPeriod(query: URLSearchParams, fromKey: string, toKey: string) {
  const notes: string[] = [];
  const day = (key: string) => {
    const value = query.get(key);
    if (!value) return undefined;
    if (isIsoDate(value)) return value;
    notes.push(BAD_DATE_MESSAGE);
    return undefined;
  };
  const [from, to] = [day(fromKey), day(toKey)];
  if (from && to && from > to) return { from: undefined, to: undefined, notes: [...notes, REVERSED_PERIOD_MESSAGE] };
  return { from, to, notes };
}
