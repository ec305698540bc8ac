import type { Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";
import type { Schema } from "./openapi.server";

/** /suppliers-orders/article: the public knowledge base. */

export type ArticleCategory = Schema<"ArticleCategory">;
export type ArticleSummary = Schema<"ArticleSummary">;
/** The editors' HTML in `content`: never shown before it is sanitized (features/knowledge-base/article-html.server.ts). */
export type Article = Schema<"Article">;

/** Knowledge-base lists come whole: a page of 1000. */
export const ARTICLES_PAGE_SIZE = 1000;

/** The same for every reader, read on every knowledge-base page: a minute fresh, ten more served stale. */
const categoriesDictionary = cachedDictionary(
  "article-categories",
  { freshMs: 60 * 1000, staleMs: 10 * 60 * 1000 },
  (api) => api.post("/suppliers-orders/article/category/list", { query: { limit: ARTICLES_PAGE_SIZE } }),
);

export const knowledgeBase = {
  categories: categoriesDictionary,

  /** Found articles come with their content (for the snippet around the match). */
  search: (api: Marketplace, q: string, skip = 0) =>
    api.get("/suppliers-orders/article/search", { query: { q, limit: ARTICLES_PAGE_SIZE, skip } }),

  category: (api: Marketplace, id: number) =>
    api.post("/suppliers-orders/article/category/{id}/items", {
      path: { id },
      query: { limit: ARTICLES_PAGE_SIZE },
      body: { filter: {} },
    }),

  article: (api: Marketplace, id: number) => api.get("/suppliers-orders/article/{id}", { path: { id } }),
};
