/**
 * The knowledge base. Public in the portal, so every call works without a token too;
 * only active articles are listed, counted, found or opened.
 */
import type { components } from "../../contract/marketplace.types";
import type { Ctx } from "../context";
import { notFound } from "../server/errors";
import { parseListQuery, type ListQuery } from "../server/list-query";
import type { ApiRequest, Router } from "../server/router";
import { idParam } from "../server/validate";
import {
  fetchPage,
  installCasefold,
  listFilter,
  originOf,
  prepared,
  searchPattern,
  Where,
  type ListSource,
} from "./paging";

const BASE = "/suppliers-orders/article";

interface ArticleRow {
  id: number;
  title: string;
  content: string;
  active: number;
  category_id: number;
  category_name: string;
  updated_at: string;
}

const ARTICLE_SOURCE: ListSource = {
  select: "a.id, a.title, a.content, a.active, a.category_id, c.name AS category_name, a.updated_at",
  from: "kb_articles a JOIN kb_categories c ON c.id = a.category_id",
  key: "a.id",
};

const ARTICLE_MATCHES = "casefold(a.title || ' ' || a.content) LIKE ? ESCAPE '\\'";

type Schemas = components["schemas"];

const sectionOf = (row: ArticleRow): Required<Schemas["ArticleSection"]> => ({
  id: row.category_id,
  name: row.category_name,
});

/**
 * Article: the search's items and one article. Pictures are stored with the CDN's path; like every
 * absolute URL, they name the host asked (API.md).
 */
const articleOf = (row: ArticleRow, origin: string): Required<Schemas["Article"]> => ({
  id: row.id,
  title: row.title,
  active: row.active === 1,
  content: row.content.replace(/(src=")\//g, `$1${origin}/`),
  section: sectionOf(row),
  updatedAt: row.updated_at,
});

/** ArticleSummary: a category's list names its articles; their texts come one by one. Its own shape, not Article's cut down. */
const articleSummaryOf = (row: ArticleRow): Required<Schemas["ArticleSummary"]> => ({
  id: row.id,
  title: row.title,
  active: row.active === 1,
  section: sectionOf(row),
});

/** Page size 1000 by default (the lists come whole); articles keep the editors' order. */
const articleQuery = (req: ApiRequest): ListQuery =>
  parseListQuery(req.query, {
    sortColumns: { sort: "a.sort", title: "a.title", updatedAt: "a.updated_at" },
    defaultSort: { field: "sort", direction: "asc" },
    defaultLimit: 1000,
    tieBreaker: "a.id",
  });

export function register(r: Router, ctx: Ctx): void {
  installCasefold(ctx.db);
  const page = (req: ApiRequest, where: Where) =>
    fetchPage<ArticleRow>(ctx.db, ARTICLE_SOURCE, where.add("a.active = 1"), articleQuery(req));

  r.route("POST", `${BASE}/category/list`, () => {
    const items = prepared(
      ctx.db,
      `SELECT c.id, c.name, COUNT(a.id) AS articlesCount FROM kb_categories c
       LEFT JOIN kb_articles a ON a.category_id = c.id AND a.active = 1
       GROUP BY c.id ORDER BY c.sort, c.id`,
    ).all();
    return { items, total: items.length };
  });

  // q matches title or text, case-insensitively (Cyrillic included); an empty q finds every article.
  r.route("GET", `${BASE}/search`, (req) => {
    const where = new Where();
    const pattern = searchPattern({ q: req.query.get("q") ?? "" }, "q");
    if (pattern) where.add(ARTICLE_MATCHES, pattern);
    const { rows, total } = page(req, where);
    return { items: rows.map((row) => articleOf(row, originOf(req))), total };
  });

  r.route("POST", `${BASE}/category/:id/items`, (req) => {
    const category = prepared(ctx.db, "SELECT id, name FROM kb_categories WHERE id = ?").get(idParam(req));
    if (!category) throw notFound("Раздел не найден");
    const pattern = searchPattern(listFilter(req));
    const where = new Where().add("a.category_id = ?", idParam(req));
    if (pattern) where.add(ARTICLE_MATCHES, pattern);
    const { rows, total } = page(req, where);
    return { items: rows.map(articleSummaryOf), total };
  });

  r.route("GET", `${BASE}/:id`, (req) => {
    const row = prepared(
      ctx.db,
      `SELECT ${ARTICLE_SOURCE.select} FROM ${ARTICLE_SOURCE.from} WHERE a.id = ? AND a.active = 1`,
    ).get(idParam(req)) as ArticleRow | undefined;
    if (!row) throw notFound("Статья не найдена");
    return articleOf(row, originOf(req));
  });
}
