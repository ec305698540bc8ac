import stylesheetSource from "~/styles/app.css?raw";
import stylesheetUrl from "~/styles/app.css?url";

/**
 * The stylesheet inside the first page a browser gets, a file once it holds one (docs/decisions/103):
 * on a slow phone's network the file costs a round trip after the HTML before anything is painted.
 * The page that carries it inline also fetches the file in the background, and sets a cookie naming
 * the stylesheet's version; a request that names the current version gets the link instead.
 */
export const STYLES_COOKIE = "styles";

/** The version is the file's name, hash and all: a new stylesheet is inlined once again. */
const STYLES_VERSION = stylesheetUrl.slice(stylesheetUrl.lastIndexOf("/") + 1).replace(/\.css$/, "");

/** Each part of the stylesheet as the build gives it (minified), by its file's name. */
const PART_TEXTS = import.meta.glob<string>(["../styles/*.css", "!../styles/app.css"], {
  query: "?inline",
  import: "default",
  eager: true,
});
/** The parts app.css imports, in its order: the cascade's, one list for the file and for the inline rules. */
const PARTS = Array.from(stylesheetSource.matchAll(/@import "\.\/([\w-]+\.css)";/g), ([, file]) => ({
  file,
  text: PART_TEXTS[`../styles/${file}`],
}));
/** The parts every page uses: the widgets, the help modal and the base; the rest are the areas. */
const SHARED_FILES = new Set(["widgets.css", "feedback.css", "base.css"]);
const SHARED_PARTS = PARTS.filter(({ file }) => SHARED_FILES.has(file)).map(({ text }) => text);
/** The class names a stylesheet's selectors name (its comments left out: the build's have none). */
const classesOf = (css: string) =>
  new Set(Array.from(css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), ([, name]) => name));
const SHARED_CLASSES = classesOf(SHARED_PARTS.join(""));
/**
 * Each area with the classes only it styles: a page that uses none of them needs none of its rules
 * (an area's rule on a shared class, such as `.auth-form .button`, is scoped by one of its own).
 */
const AREAS = PARTS.filter(({ file }) => !SHARED_FILES.has(file)).map(({ text }) => ({
  text,
  classes: [...classesOf(text)].filter((name) => !SHARED_CLASSES.has(name)),
}));

/**
 * Where the page's `<style>` stands until its text is known: entry.server writes this, then puts in
 * its place the rules the drawn page needs (`withPageStyles`). A comment, so a page left with it is
 * still valid CSS.
 */
export const PAGE_STYLES_MARK = "/*page-styles*/";

/**
 * The rules a first page carries inline (docs/decisions/123): the shared parts, and each area that
 * names a class the page's HTML uses. The whole stylesheet, twice as long, took a slow phone's parser
 * and style pass 50–100 ms longer before the first paint (`npm run first-paint`, the catalog); the
 * browser fetches the file for the pages after it, and with scripts applies it once hydrated, before
 * anything on the page can change in it.
 */
export function pageStylesheetText(html: string) {
  const used = new Set<string>();
  for (const [, names] of html.matchAll(/ class="([^"]*)"/g)) for (const name of names.split(" ")) used.add(name);
  const areas = AREAS.filter(({ classes }) => classes.some((name) => used.has(name)));
  return [...SHARED_PARTS, ...areas.map(({ text }) => text)].join("");
}

/** The page's HTML with its inline `<style>` filled: once, where PAGE_STYLES_MARK stands. */
export function withPageStyles(html: string) {
  return html.replace(PAGE_STYLES_MARK, () => pageStylesheetText(html));
}

const cookiesOf = (request: Request) =>
  (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((cookie) => cookie.trim())
    .filter(Boolean);

/** Whether a page drawn for this request carries the stylesheet inline: its browser named no current copy. */
export function stylesInline(request: Request) {
  return !cookiesOf(request).includes(`${STYLES_COOKIE}=${STYLES_VERSION}`);
}

/** Whether the request carries a cookie besides the stylesheet's, which is the same for everyone. */
export function personalCookies(request: Request) {
  return cookiesOf(request).some((cookie) => !cookie.startsWith(`${STYLES_COOKIE}=`));
}

/** The cookie a page with the stylesheet inline sets: the same for everyone, nothing personal, a year. */
export const STYLES_SET_COOKIE = `${STYLES_COOKIE}=${STYLES_VERSION}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;
