/** Parameters the route table restricts (DESIGN.md §3); anything else is not a page of ours. */
export const PARAM = {
  digits: /^\d+$/,
  orderTab: /^(in-work|completed|del)$/,
  documentType: /^(committee-report|upd)$/,
  siteId: /^(b2c|b2b)$/,
} as const;

export function notFound(): Response {
  return new Response("Страница не найдена", { status: 404, statusText: "Not Found" });
}

/** Returns the parameter when it matches, otherwise answers 404. */
export function requireParam(value: string | undefined, pattern: RegExp): string {
  if (value === undefined || !pattern.test(value)) throw notFound();
  return value;
}
