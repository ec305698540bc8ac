import { pageParam } from "~/utils/list-paging";

/** A catalog page's URL state (search, sort, page), read on the server and written into its links. */

const SEARCH_MAX = 100;

export type CatalogUrlState = { q: string; sort: string | null; status: string | null; page: number };

/** `statuses`: the ones the view may narrow to (values-map codes); anything else is ignored. */
export function readUrlState(url: URL, sortFields: string[], statuses: readonly string[] = []): CatalogUrlState {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const sort = url.searchParams.get("sort");
  const status = url.searchParams.get("status");
  return {
    q,
    sort: sort && sortFields.includes(sort.replace(/^-/, "")) ? sort : null,
    status: status && statuses.includes(status) ? status : null,
    page: pageParam(url.searchParams),
  };
}

/** The page's URL with some of its state changed; the rest (search, sort) is kept. */
export function urlWith(path: string, state: CatalogUrlState, change: Partial<CatalogUrlState>) {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort) params.set("sort", next.sort);
  if (next.status) params.set("status", next.status);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** How many filters narrow the list (the search, the status), for the fold's «Фильтры · N»; the sort is none. */
export const activeCatalogFilters = (state: CatalogUrlState) => [state.q, state.status].filter(Boolean).length;

/** The page's URL without its filters: the sort kept, page 1. */
export const withoutFilters = (path: string, state: CatalogUrlState) =>
  urlWith(path, state, { q: "", status: null, page: 1 });
