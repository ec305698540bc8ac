/**
 * How the knowledge base reads articles and categories, of which only the id is promised
 * (contract/marketplace.yaml, ArticleSummary, Article, ArticleCategory).
 */

/** An article or a category without a name: a link and a heading still need words. */
export const UNTITLED = "Без названия";

export const titleOrUntitled = (title: string | null | undefined) => (title?.trim() ? title : UNTITLED);

/** Only an article the marketplace says is not active is left out; one that does not say is shown. */
export const isShown = (article: { active?: boolean }) => article.active !== false;

/** A category id an address can carry (`/info-base/{categoryId}/`: digits), or null. */
export const sectionIdOf = (article: { section?: { id?: number } }) => {
  const id = article.section?.id;
  return typeof id === "number" && Number.isSafeInteger(id) && id >= 0 ? id : null;
};

/** An article's address; null when it names no category an address can carry. */
export const articleHref = (article: { id: number; section?: { id?: number } }) => {
  const sectionId = sectionIdOf(article);
  return sectionId === null ? null : `/info-base/${sectionId}/${article.id}/`;
};
