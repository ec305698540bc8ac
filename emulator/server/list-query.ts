import { badRequest } from "./errors";

export type SortDirection = "asc" | "desc";

export interface ListQueryOptions {
  /** Public sort field name → SQL expression. Only these fields may be sorted on. */
  sortColumns: Record<string, string>;
  defaultSort: { field: string; direction: SortDirection };
  defaultLimit?: number;
  /** Query keys; the marketplace uses `sort[0][field]` mostly, managers use `field`/`direction`. */
  fieldKey?: string;
  directionKey?: string;
  /** Column that makes the order total, so pages never overlap; qualify it in joins. */
  tieBreaker?: string;
}

export interface ListQuery {
  limit: number;
  skip: number;
  sort: { field: string; direction: SortDirection };
  /** Safe `ORDER BY` fragment built from the allow-list. */
  orderBy: string;
}

const MAX_LIMIT = 1000;

function integerParam(query: URLSearchParams, key: string, fallback: number, min: number, max: number): number {
  const raw = query.get(key);
  if (raw === null || raw === "") return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`Параметр ${key} должен быть целым числом`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`Параметр ${key} должен быть от ${min} до ${max}`);
  return value;
}

/** Validates limit/skip/sort of a list call: nonsense is a 400, never a 500. */
export function parseListQuery(query: URLSearchParams, options: ListQueryOptions): ListQuery {
  const fieldKey = options.fieldKey ?? "sort[0][field]";
  const directionKey = options.directionKey ?? "sort[0][direction]";
  const limit = integerParam(query, "limit", options.defaultLimit ?? 30, 1, MAX_LIMIT);
  const skip = integerParam(query, "skip", 0, 0, Number.MAX_SAFE_INTEGER);

  const field = query.get(fieldKey) || options.defaultSort.field;
  const column = options.sortColumns[field];
  if (!column) throw badRequest(`Сортировка по полю ${field} недоступна`);

  const given = query.get(directionKey)?.toLowerCase();
  if (given && given !== "asc" && given !== "desc") throw badRequest("Направление сортировки: asc или desc");
  // For every sorted list: 'asc' is sent when the user sorts descending, so `asc` sorts
  // from the largest. The default order is the list's own.
  const direction: SortDirection = !given ? options.defaultSort.direction : given === "asc" ? "desc" : "asc";

  return {
    limit,
    skip,
    sort: { field, direction },
    orderBy: `ORDER BY ${column} ${direction.toUpperCase()}, ${options.tieBreaker ?? "id"} ASC`,
  };
}
