import { type LoaderFunctionArgs, type MetaFunction, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { articleCount } from "~/features/knowledge-base/article-count";
import { isShown, titleOrUntitled } from "~/features/knowledge-base/article-fallbacks";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace, isMissing } from "~/services/marketplace/client.server";
import { knowledgeBase } from "~/services/marketplace/knowledge-base.server";
import { cacheableHeaders, loaderCacheHeaders } from "~/services/page-cache.server";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { pageMeta } from "~/utils/meta";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";

export const headers = loaderCacheHeaders;
// Read far more than used, and complete as HTML: no JavaScript to download (docs/decisions/043).
export const handle: RouteHandle = { scripts: false };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const categoryId = Number(requireParam(params.categoryId, DIGITS));
  await requireAccess(request, "public");
  const api = await marketplace(request);
  // The category's name: from the categories every knowledge-base page reads (cached), else its articles'.
  const [found, categories] = await Promise.all([
    knowledgeBase.category(api, categoryId),
    knowledgeBase.categories(api),
  ]);
  if (found.error) {
    if (isMissing(found)) throw notFound();
    return json(
      { name: "База знаний", count: "", articles: [] as { href: string; title: string }[], error: found.errorText },
      { status: 502, headers: { "Cache-Control": "no-store" } },
    );
  }
  // Only active articles, in the editors' order (the marketplace's).
  const articles = found.data.items
    .filter(isShown)
    .map((article) => ({ href: `/info-base/${categoryId}/${article.id}/`, title: titleOrUntitled(article.title) }));
  const name =
    (categories.error ? undefined : categories.data.items.find((category) => category.id === categoryId)?.name) ||
    found.data.items[0]?.section?.name ||
    "База знаний";
  return json({ name, count: articleCount(articles.length), articles, error: null }, { headers: cacheableHeaders() });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => pageMeta(data?.name ?? "База знаний", error);

/** /info-base/{categoryId}/ (public): a category's active articles. */
export default function InfoBaseCategoryPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="knowledge-base">
      <Breadcrumbs trail={[{ to: "/info-base/", title: "База знаний" }]} current={data.name} />
      <PageHeading title={data.name} />
      {data.error ? (
        <Notification type="error">{data.error}</Notification>
      ) : data.articles.length === 0 ? (
        <p>В этом разделе пока нет статей.</p>
      ) : (
        <>
          <p className="knowledge-categories__count">{data.count}</p>
          <ul className="knowledge-articles">
            {data.articles.map((article) => (
              <li key={article.href}>
                <Link to={article.href}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
