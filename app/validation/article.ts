import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** No message of its own: the default one. */
export const ARTICLE_MESSAGE = DEFAULT_MESSAGE;
export const ARTICLE_MAX_LENGTH = 30;

/** Letters of any alphabet, digits and - . , " ' / ( ) */
const ARTICLE_PATTERN = new RegExp(`^[\\p{L}\\d\\-.,"'/()]{1,${ARTICLE_MAX_LENGTH}}$`, "u");

export function isValidArticle(value: string): boolean {
  return ARTICLE_PATTERN.test(value);
}

export const articleSchema = /* @__PURE__ */ ruleField({ check: isValidArticle, message: ARTICLE_MESSAGE });
