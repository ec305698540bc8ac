import { escape } from "html-escaper";

/**
 * HTML that is safe to put into a page as it is: only `markup` makes it, so text from the
 * marketplace never becomes HTML by accident (docs/decisions/125).
 */
export class Markup {
  constructor(readonly html: string) {}
}

/** What a template takes: text and numbers (escaped), `Markup` (as it is), lists of either, or nothing. */
export type MarkupPart = Markup | string | number | null | undefined | false | readonly MarkupPart[];

/** Most texts have nothing to escape: a test first is a third of html-escaper's replace on them. */
const NEEDS_ESCAPE = /[&<>'"]/;

function partHtml(part: MarkupPart): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Markup) return part.html;
  if (Array.isArray(part)) {
    let html = "";
    for (const each of part) html += partHtml(each);
    return html;
  }
  const text = String(part);
  return NEEDS_ESCAPE.test(text) ? escape(text) : text;
}

/**
 * HTML from a template: every value put into it is escaped as text (html-escaper: & < > ' "), in an
 * element or in a quoted attribute, unless it is `Markup` itself. Not named `html`: Prettier would
 * format such a template as a document, and the spaces it adds would be sent in every page.
 */
export function markup(strings: TemplateStringsArray, ...values: MarkupPart[]): Markup {
  let html = strings[0];
  for (let index = 0; index < values.length; index++) html += partHtml(values[index]) + strings[index + 1];
  return new Markup(html);
}
