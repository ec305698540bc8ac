import type { Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";

/** /suppliers-orders/article: the public knowledge base (SPEC §3 Knowledge base, §7). */

export type ArticleCategory = { id: number; name: string; articlesCount: number };

export type ArticleSummary = {
  id: number;
  title: string;
  active: boolean;
  section: { id: number; name: string };
};

export type Article = ArticleSummary & {
  /** The editors' HTML: never shown before it is sanitized (features/knowledge-base/article-html.server.ts). */
  content: string;
  updatedAt?: string;
};

/** Knowledge-base lists come whole (SPEC §9). */
export const ARTICLES_PAGE_SIZE = 1000;

const BASE = "/suppliers-orders/article";

type ArticleList = { items: ArticleSummary[]; total: number };

/** The same for every reader, read on every knowledge-base page: a minute fresh, ten more served stale. */
const categoriesDictionary = cachedDictionary(
  "article-categories",
  { freshMs: 60 * 1000, staleMs: 10 * 60 * 1000 },
  (api) => api.post<{ items: ArticleCategory[]; total: number }>(`${BASE}/category/list`),
);

export const knowledgeBase = {
  categories: categoriesDictionary,

  /** Found articles come with their content (for the snippet around the match). */
  search: (api: Marketplace, q: string, skip = 0) =>
    api.get<{ items: (ArticleSummary & { content?: string })[]; total: number }>(`${BASE}/search`, {
      query: { q, limit: ARTICLES_PAGE_SIZE, skip },
    }),

  category: (api: Marketplace, id: number) =>
    api.post<ArticleList & { category: { id: number; name: string } }>(`${BASE}/category/${id}/items`, {
      query: { limit: ARTICLES_PAGE_SIZE },
      body: { filter: {} },
      ids: [id],
    }),

  article: (api: Marketplace, id: number) => api.get<Article>(`${BASE}/${id}`, { ids: [id] }),
};
