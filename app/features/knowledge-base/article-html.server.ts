import sanitizeHtml from "sanitize-html";
import { config } from "~/services/config.server";
import { usableImageUrl } from "~/utils/cdn-image";

/**
 * The knowledge base's article HTML as the portal shows it (docs/decisions/042). The marketplace's
 * editors write it, so it is sanitized here, on the server, with sanitize-html: headings, lists,
 * tables, pictures and links stay; scripts, event handlers, `javascript:` links, styles and frames
 * other than the allow-listed video host go. Pictures load lazily; headings get ids and a link to
 * themselves, so support staff can send a link to a section.
 */

/** The video host whose player may be framed (the CSP's frame-src names the same origins). */
const VIDEO_HOSTS = config.videoEmbedOrigins.map((origin) => new URL(origin).hostname);

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "small"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption"],
    ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"],
    ...["a", "img", "iframe"],
  ],
  // `rel`, `loading` and `decoding` are set by transformTags below (attributes are filtered after it).
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    iframe: ["src", "width", "height", "title", "allowfullscreen", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // The page has its own h1 (the article's title): the content's top level becomes h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", title: attribs.title || "Видео" },
    }),
  },
  // A picture from anywhere but the marketplace's CDN would be refused by the CSP anyway, and a
  // frame whose address was refused would be an empty box: both go.
  exclusiveFilter: (frame) =>
    (frame.tag === "img" && !isCdnPicture(frame.attribs.src)) || (frame.tag === "iframe" && !frame.attribs.src),
};

const isCdnPicture = (src: string | undefined) => usableImageUrl(src, config.cdnOrigin) !== null;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();

const CYRILLIC = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
// prettier-ignore
const LATIN = ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "i", "k", "l", "m", "n", "o", "p", "r", "s", "t",
  "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "iu", "ia"];
const latin = (char: string) => (CYRILLIC.includes(char) ? LATIN[CYRILLIC.indexOf(char)] : char);

/** A section's anchor from its heading: «Размеры и вес» → razmery-i-ves. */
export function anchorOf(text: string) {
  return [...text.toLowerCase()]
    .map(latin)
    .join("")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export type ArticleHeading = { id: string; text: string; level: number };

/** The article's HTML, safe to render, and its sections (for the page's table of contents). */
export function articleHtml(content: string): { html: string; headings: ArticleHeading[] } {
  const headings: ArticleHeading[] = [];
  const used = new Set<string>();
  const html = sanitizeHtml(content, SANITIZE).replace(
    /<h([2-6])>([\s\S]*?)<\/h\1>/g,
    (_, level: string, inner: string) => {
      const text = textOf(inner);
      const base = anchorOf(text) || `razdel-${headings.length + 1}`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      headings.push({ id, text, level: Number(level) });
      return `<h${level} id="${id}">${inner} <a class="article-anchor" href="#${id}" aria-label="Ссылка на раздел">#</a></h${level}>`;
    },
  );
  return { html, headings };
}

/** The words of an article's HTML, without markup or scripts. */
export function plainText(content: string) {
  // Blocks end with a space, so "абзац.</p><p>Следующий" reads as two sentences.
  return textOf(sanitizeHtml(content.replace(/></g, "> <"), { allowedTags: [], allowedAttributes: {} }));
}

/** The article's opening words for link previews and search engines (meta description, Open Graph). */
export function articleSummary(content: string, length = 160) {
  const text = plainText(content);
  return text.length > length ? `${text.slice(0, length - 1).replace(/\s+\S*$/, "")}…` : text;
}
