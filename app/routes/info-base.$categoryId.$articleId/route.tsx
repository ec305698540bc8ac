import { type LoaderFunctionArgs, type MetaFunction, json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { isShown, sectionIdOf, titleOrUntitled } from "~/features/knowledge-base/article-fallbacks";
import { articleHtml, articleSummary } from "~/features/knowledge-base/article-html.server";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace, isMissing } from "~/services/marketplace/client.server";
import { knowledgeBase } from "~/services/marketplace/knowledge-base.server";
import { cacheableHeaders, loaderCacheHeaders } from "~/services/page-cache.server";
import { Breadcrumbs } from "~/ui/breadcrumbs";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { orMissing } from "~/utils/format";
import { pageMeta, SITE_TITLE } from "~/utils/meta";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";

export const headers = loaderCacheHeaders;
// Read far more than used, and complete as HTML: no JavaScript to download (docs/decisions/043).
export const handle: RouteHandle = { scripts: false };

/** Said instead of the text of an article the marketplace sent without any. */
const NO_CONTENT = "Текст этой статьи пока недоступен. Загляните позже или напишите в поддержку.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const categoryId = Number(requireParam(params.categoryId, DIGITS));
  const articleId = Number(requireParam(params.articleId, DIGITS));
  await requireAccess(request, "public");
  const found = await knowledgeBase.article(await marketplace(request), articleId);
  if (found.error) {
    if (isMissing(found)) throw notFound();
    return json({ failure: found.errorText, article: null }, { status: 502, headers: { "Cache-Control": "no-store" } });
  }
  const article = found.data;
  if (!isShown(article)) throw notFound();
  // An article the marketplace sends without its category stays in the one its address names.
  const sectionId = sectionIdOf(article) ?? categoryId;
  const path = `/info-base/${sectionId}/${article.id}/`;
  // Support staff's old links keep working when an article moves to another category.
  if (sectionId !== categoryId) throw redirect(path, 301);
  // Without content the page says so instead of its text.
  const { html, headings } = article.content ? articleHtml(article.content) : { html: "", headings: [] };
  const title = titleOrUntitled(article.title);
  return json(
    {
      failure: null,
      article: {
        title,
        section: { id: sectionId, name: orMissing(article.section?.name) },
        html: html.trim() ? html : null,
        headings: headings.filter((heading) => heading.level === 2),
        description: (article.content && articleSummary(article.content)) || title,
        url: new URL(path, request.url).href,
      },
    },
    { headers: cacheableHeaders() },
  );
}

/** The title and opening words for search engines and link previews (Open Graph) in messengers and mail. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const article = data?.article;
  if (!article) return pageMeta("Статья базы знаний", error);
  const [title] = pageMeta(article.title);
  return [
    title,
    { name: "description", content: article.description },
    { tagName: "link", rel: "canonical", href: article.url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.description },
    { property: "og:url", content: article.url },
    { property: "og:site_name", content: SITE_TITLE },
    { property: "og:locale", content: "ru_RU" },
  ];
};

/**
 * /info-base/{categoryId}/{articleId}/ (public): an article, sanitized on the server,
 * with anchors on its sections for links from support staff, and the way back to its category.
 */
export default function ArticlePage() {
  const { article, failure } = useLoaderData<typeof loader>();
  if (!article) {
    return (
      <div className="knowledge-base">
        <Breadcrumbs trail={[{ to: "/info-base/", title: "База знаний" }]} current="Статья" />
        <PageHeading title="Статья базы знаний" />
        <Notification type="error">{failure}</Notification>
      </div>
    );
  }
  return (
    <article className="knowledge-base knowledge-article">
      <Breadcrumbs
        trail={[
          { to: "/info-base/", title: "База знаний" },
          { to: `/info-base/${article.section.id}/`, title: article.section.name },
        ]}
        current={article.title}
      />
      <PageHeading title={article.title} />
      {article.headings.length > 1 && (
        <nav aria-label="Содержание" className="knowledge-article__contents">
          <ul>
            {article.headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {article.html === null ? (
        <Notification type="notice">{NO_CONTENT}</Notification>
      ) : (
        /* Sanitized on the server (features/knowledge-base/article-html.server.ts): no script survives. */
        <div className="knowledge-article__content" dangerouslySetInnerHTML={{ __html: article.html }} />
      )}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
