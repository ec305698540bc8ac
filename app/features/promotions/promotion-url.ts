/** A promotions list's query with another page; its filters (name, status, search) stay. */
export function pageQuery(state: Record<string, string | null | number>, page: number) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    if (key !== "page" && value !== null && value !== "") query.set(key, String(value));
  }
  if (page > 1) query.set("page", String(page));
  return query.toString();
}
