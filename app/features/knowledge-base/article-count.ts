import { countOf } from "~/utils/format";

const ARTICLE = { one: "статья", few: "статьи", many: "статей" };

/**
 * 1 статья, 2 статьи, 5 статей, 11 статей, 21 статья: Russian plural forms. Empty for a count the
 * marketplace left out (or that is no number): the page then says none.
 */
export const articleCount = (count: number | undefined) =>
  typeof count === "number" && Number.isFinite(count) ? countOf(count, ARTICLE) : "";
