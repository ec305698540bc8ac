import { plural } from "~/utils/format";

const ARTICLE = { one: "статья", few: "статьи", many: "статей" };

/** 1 статья, 2 статьи, 5 статей, 11 статей, 21 статья: Russian plural forms. */
export const articleCount = (count: number) => `${count} ${plural(count, ARTICLE)}`;
