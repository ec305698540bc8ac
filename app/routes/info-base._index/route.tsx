import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { articleCount } from "~/features/knowledge-base/article-count";
import { articleHref, isShown, titleOrUntitled } from "~/features/knowledge-base/article-fallbacks";
import { MarkedText } from "~/features/knowledge-base/marked-text";
import { highlight, SEARCH_MAX_LENGTH, searchQuery, snippet } from "~/features/knowledge-base/search.server";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { knowledgeBase } from "~/services/marketplace/knowledge-base.server";
import { cacheableHeaders, loaderCacheHeaders } from "~/services/page-cache.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { countOf, orMissing } from "~/utils/format";
import { titled } from "~/utils/meta";
import { CHARACTERS_GENITIVE } from "~/utils/nouns";

const TITLE = "База знаний";

export const meta = titled(TITLE);
export const headers = loaderCacheHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "public");
  const { q, cut } = searchQuery(new URL(request.url).searchParams.get("q"));
  const api = await marketplace(request);
  const [categories, found] = await Promise.all([
    knowledgeBase.categories(api),
    q ? knowledgeBase.search(api, q) : null,
  ]);
  const failed = categories.error || found?.error;
  return json(
    {
      q,
      cut,
      maxLength: SEARCH_MAX_LENGTH,
      // A failed list falls back to an empty one, with a message in the page.
      categories: categories.error
        ? []
        : categories.data.items.map((category) => ({
            id: category.id,
            name: titleOrUntitled(category.name),
            count: articleCount(category.articlesCount),
          })),
      results:
        found && !found.error
          ? found.data.items.filter(isShown).map((article) => ({
              id: article.id,
              // A result without a category the address can name is listed, not linked.
              href: articleHref(article),
              title: highlight(titleOrUntitled(article.title), q),
              section: orMissing(article.section?.name),
              snippet: snippet(article.content ?? "", q),
            }))
          : null,
      error: categories.error ? categories.errorText : found?.error ? found.errorText : null,
    },
    { status: failed ? 502 : 200, headers: failed ? { "Cache-Control": "no-store" } : cacheableHeaders() },
  );
}

/**
 * /info-base/ (public): the categories with their article counts and a search that works
 * without JavaScript (a GET form), its results with the query's words marked.
 */
export default function InfoBasePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="knowledge-base">
      <PageHeading title={TITLE} />
      <Form method="get" role="search" className="knowledge-search">
        <label htmlFor="knowledge-search-q">Поиск по базе знаний</label>
        <div className="knowledge-search__row">
          <input
            id="knowledge-search-q"
            type="search"
            name="q"
            defaultValue={data.q}
            maxLength={data.maxLength}
            placeholder="Например, карантин"
          />
          <button type="submit" className="button">
            Найти
          </button>
        </div>
      </Form>

      {data.error && <Notification type="error">{data.error}</Notification>}
      {data.cut && (
        <Notification type="notice">Запрос сокращён до {countOf(data.maxLength, CHARACTERS_GENITIVE)}.</Notification>
      )}

      {data.results && (
        <section aria-labelledby="knowledge-results" className="knowledge-results">
          <h2 id="knowledge-results">Результаты поиска</h2>
          {data.results.length === 0 ? (
            <p>По запросу «{data.q}» ничего не найдено.</p>
          ) : (
            <>
              <p>Найдено: {articleCount(data.results.length)}</p>
              <ol>
                {data.results.map((result) => (
                  <li key={result.id}>
                    {result.href ? (
                      <Link to={result.href} className="knowledge-results__title">
                        <MarkedText pieces={result.title} />
                      </Link>
                    ) : (
                      <span className="knowledge-results__title">
                        <MarkedText pieces={result.title} />
                      </span>
                    )}
                    <span className="knowledge-results__section">{result.section}</span>
                    <p>
                      <MarkedText pieces={result.snippet} />
                    </p>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}

      <section aria-labelledby="knowledge-categories">
        <h2 id="knowledge-categories">Разделы</h2>
        <ul className="knowledge-categories">
          {data.categories.map((category) => (
            <li key={category.id}>
              <Link to={`/info-base/${category.id}/`}>{category.name}</Link>
              <span className="knowledge-categories__count">{category.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
