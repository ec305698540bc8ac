/**
 * The highest page a list's link may ask for: its skip (page × page size) stays a whole number the
 * marketplace reads; a page past the end then goes back to the last one (each list's loader).
 */
export const MAX_PAGE = 1_000_000;

/** The page a list's URL asks for (`?page=`): a whole number from 1, at most MAX_PAGE; anything else is the first. */
export function pageParam(params: URLSearchParams) {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** A list's total the portal may count on: a whole number from 0 (a safe integer), else null. */
export const knownTotal = (total: number | null | undefined) =>
  typeof total === "number" && Number.isSafeInteger(total) && total >= 0 ? total : null;

/** A list answer as the client gives it: failed, or its items with the count it may leave out. */
export type ListAnswer = { error: true } | { error: false; data: { items: readonly unknown[]; total?: number | null } };

/**
 * The total and the page count of one page of a paged marketplace list. The answer's `total` is
 * optional and may be any number JSON allows, so the page never trusts it to loop or to count pages
 * by itself:
 * - `total`: the count the page says ("Найдено: …") when it is a whole number from 0, else null (not said);
 * - `pages`: from that total, never fewer than the pages the answer's items reach; without a usable
 *   total, one page more while this one is full (its next page may hold more), and at least 1.
 * A failed call is one page that says no count: the page shows what failed instead.
 */
export function listPaging(
  answer: ListAnswer,
  { page, pageSize }: { /** The page asked for, from 1. */ page: number; pageSize: number },
): { total: number | null; pages: number } {
  if (answer.error) return { total: null, pages: 1 };
  const items = answer.data.items.length;
  const known = knownTotal(answer.data.total);
  // Items of an empty page prove nothing: a page past the end goes back to the last one that counts.
  const reached = items > 0 ? (page - 1) * pageSize + items : 0;
  const counted = known ?? (items >= pageSize ? reached + 1 : reached);
  return { total: known, pages: Math.max(1, Math.ceil(Math.max(counted, reached) / pageSize)) };
}
