/**
 * The list plumbing shared by catalog, orders, promotions and documents: the `{filter}` body,
 * a page of rows plus the total, and a statement cache so hot lists do not re-parse SQL.
 */
import type { SQLInputValue, SQLOutputValue, StatementSync } from "node:sqlite";
import { columnOf, valueOf, type Db } from "../db";
import { badRequest } from "../server/errors";
import type { ListQuery } from "../server/list-query";
import type { ApiRequest } from "../server/router";
import { MESSAGES, type Fields } from "../server/validate";

const statements = new WeakMap<Db, Map<string, StatementSync>>();

/** A cached statement. */
export function prepared(db: Db, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = db.prepare(sql)));
  return statement;
}

/** `{filter: {...}}` of a list call; an absent body or filter is an empty filter, anything else a 400. */
export function listFilter(req: ApiRequest): Fields {
  const body = req.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) throw badRequest("Ожидается JSON-объект с полем filter");
  const filter = (body as Fields).filter ?? {};
  if (typeof filter !== "object" || filter === null || Array.isArray(filter))
    throw badRequest("Поле filter должно быть объектом");
  return filter as Fields;
}

/** A WHERE clause assembled from optional conditions; values always go in as parameters. */
export class Where {
  private readonly conditions: string[] = [];
  readonly params: SQLInputValue[] = [];

  add(condition: string, ...params: SQLInputValue[]): this {
    this.conditions.push(condition);
    this.params.push(...params);
    return this;
  }

  toString(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(" AND ")}` : "";
  }
}

export interface ListSource {
  /** Columns of a row, e.g. "p.*, c.name AS category_name". */
  select: string;
  /** Tables and joins, e.g. "catalog_products p LEFT JOIN …". */
  from: string;
  /** The unique key column, e.g. "p.id" (rows also carry it as `page_key`). */
  key: string;
}

/**
 * One page and the total. The page is chosen on keys alone and only its rows are read whole:
 * sorting wide rows (descriptions, JSON) cost more than the query itself.
 */
export function fetchPage<Row>(
  db: Db,
  source: ListSource,
  where: Where,
  query: ListQuery,
): { rows: Row[]; total: number } {
  const total = valueOf(prepared(db, `SELECT COUNT(*) FROM ${source.from} ${where}`), ...where.params) as number;
  const keys = columnOf(
    prepared(db, `SELECT ${source.key} FROM ${source.from} ${where} ${query.orderBy} LIMIT ? OFFSET ?`),
    ...where.params,
    query.limit,
    query.skip,
  );
  if (keys.length === 0) return { rows: [], total };
  const rows = prepared(
    db,
    `SELECT ${source.select}, ${source.key} AS page_key FROM ${source.from} WHERE ${source.key} IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(keys)) as Array<Row & { page_key: SQLOutputValue }>;
  const position = new Map(keys.map((key, index) => [key, index]));
  return { rows: rows.sort((a, b) => position.get(a.page_key)! - position.get(b.page_key)!), total };
}

/**
 * SQLite's lower() and LIKE fold ASCII only; casefold() folds Cyrillic too. Every module that
 * searches calls this in register(); installing it again is harmless.
 */
export function installCasefold(db: Db): void {
  db.function("casefold", { deterministic: true }, (text: SQLOutputValue) =>
    typeof text === "string" ? text.toLowerCase() : text,
  );
}

/** `%text%` for `casefold(column) LIKE ? ESCAPE '\\'`, lower-cased, with LIKE wildcards escaped. */
export function searchPattern(filter: Fields, key = "search"): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" && typeof value !== "number") throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  const text = String(value).trim().toLowerCase();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** Absolute URLs for the client: stored relative paths are served by this emulator. */
export function originOf(req: ApiRequest): string {
  return `http://${req.headers.host ?? "127.0.0.1"}`;
}

export const absoluteUrl = (origin: string, url: string) => (url.startsWith("/") ? origin + url : url);
