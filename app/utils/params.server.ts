/** What a restricted route parameter may be (otherwise the URL is not found): a list of values, or a pattern. */
export type Allowed<Value extends string> = readonly Value[] | RegExp;

/** Ids in URLs (`draftId`, `articleId`, an offer's id): digits only. */
export const DIGITS = /^\d+$/;

/** The showcases of promotions. */
export const SITE_IDS = ["b2c", "b2b"] as const;

/** A sort as the URL says it, `price` or `-price` (descending), as the list calls take it. */
export function sortFromParam(value: string | null | undefined) {
  return value ? { field: value.replace(/^-/, ""), descending: value.startsWith("-") } : undefined;
}

export function notFound(): Response {
  return new Response("Страница не найдена", { status: 404, statusText: "Not Found" });
}

/** The one check of a restricted parameter: its value when allowed, otherwise the not-found page (404). */
export function requireParam<Value extends string>(value: string | undefined, allowed: Allowed<Value>): Value {
  const ok =
    value !== undefined && (allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value as Value));
  if (!ok) throw notFound();
  return value as Value;
}
