import { plainText } from "./article-html.server";

/** A text cut into pieces, the ones matching the search marked: rendered as <mark> (features/knowledge-base/marked-text). */
export type MarkedText = { text: string; match: boolean }[];

/** Longer queries are cut: no article is found by a 10 000-character query anyway. */
export const SEARCH_MAX_LENGTH = 200;
const MAX_WORDS = 10;

/** The query as the marketplace gets it: trimmed, whitespace collapsed, at most SEARCH_MAX_LENGTH characters. */
export function searchQuery(raw: string | null) {
  const q = (raw ?? "").replace(/\s+/g, " ").trim();
  return { q: q.slice(0, SEARCH_MAX_LENGTH).trim(), cut: q.length > SEARCH_MAX_LENGTH };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The query's words, longest first (so "карантин" wins over "кара"), as one case-insensitive pattern. */
function patternOf(q: string) {
  const words = [...new Set(q.toLowerCase().split(" ").filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
  return words.length ? new RegExp(`(${words.map(escapeRegExp).join("|")})`, "giu") : null;
}

/** The text with the query's words marked, whatever their case. */
export function highlight(text: string, q: string): MarkedText {
  const pattern = patternOf(q);
  if (!pattern) return [{ text, match: false }];
  // Splitting by a capturing pattern puts the matches at the odd places.
  return text
    .split(pattern)
    .map((piece, index) => ({ text: piece, match: index % 2 === 1 }))
    .filter((piece) => piece.text);
}

/** About `length` characters of the article's text around the first match, marked. */
export function snippet(content: string, q: string, length = 200): MarkedText {
  const text = plainText(content);
  const first = patternOf(q)?.exec(text)?.index ?? 0;
  let start = Math.floor(Math.max(0, Math.min(first - length / 4, text.length - length)));
  // Start at a word, not inside one.
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  const cut = text.slice(start, start + length);
  return highlight(`${start > 0 ? "…" : ""}${cut}${start + length < text.length ? "…" : ""}`, q);
}
