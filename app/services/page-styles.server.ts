import stylesheetText from "~/styles/app.css?inline";
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

/** What the page's `<style>` holds when it carries the stylesheet inline. */
export const STYLESHEET_TEXT = stylesheetText;

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
