import { createHash } from "node:crypto";
import type { EntryContext, HeadersFunction } from "@remix-run/node";
import { personalCookies } from "./page-styles.server";
import { currentRecord } from "./request-record.server";

/**
 * Public pages that are read most (the knowledge base) may be cached and revalidated
 * (docs/decisions/040): a loader answers `cacheableHeaders()`, its route's `headers` passes them on,
 * and the document handler (entry.server) adds an ETag and answers a matching If-None-Match with 304
 * before rendering.
 */

/** How long a page every visitor gets alike is kept: by browsers if it is public, by the server's visitor cache. */
const VISITOR_PAGE_SECONDS = 60;

/** A minute fresh, then served stale for up to ten while a fresh copy is fetched behind it. */
export const CACHEABLE = `public, max-age=${VISITOR_PAGE_SECONDS}, stale-while-revalidate=600`;

export function cacheableHeaders() {
  // The header of the page names the signed-in user: a cached copy belongs to one cookie.
  return { "Cache-Control": CACHEABLE, Vary: "Cookie" };
}

/**
 * For a page with a form every visitor without a cookie gets alike (sign-in, the landing): the
 * server's visitor cache may draw it once a minute and give each visitor a copy with a new nonce,
 * hence a new form key (docs/decisions/105). Browsers and proxies are told nothing: a copy they kept
 * would send its form key twice, and the second sign-in would get the first one's remembered answer.
 */
export function keepForVisitors() {
  const record = currentRecord();
  if (record) record.keepForVisitorsSeconds = VISITOR_PAGE_SECONDS;
}

/**
 * The `headers` of a route whose loader may answer `cacheableHeaders()`: they become the
 * document's; a failed load sends none, so an error page is never cached.
 */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * For a cacheable document: sets its ETag (a hash of everything the page is drawn from: the URL,
 * the build and every loader's data) and answers 304 when the browser already holds that version.
 * A signed-in viewer's copy stays private; an answer that sets a cookie (a one-time message) is not
 * cached at all. Null means: render the page.
 */
export function notModified(request: Request, status: number, headers: Headers, context: EntryContext) {
  const cacheControl = headers.get("Cache-Control");
  if (status !== 200 || !["GET", "HEAD"].includes(request.method) || !cacheControl?.includes("max-age")) return null;
  if (headers.has("Set-Cookie")) {
    headers.set("Cache-Control", "private, no-cache");
    return null;
  }
  if (personalCookies(request)) headers.set("Cache-Control", cacheControl.replace("public", "private"));
  const hash = createHash("sha256")
    .update(JSON.stringify([request.url, context.manifest.version, context.staticHandlerContext.loaderData]))
    .digest("base64url")
    .slice(0, 27);
  const etag = `W/"${hash}"`;
  headers.set("ETag", etag);
  const asked = request.headers.get("If-None-Match") ?? "";
  if (!asked.split(",").some((tag) => tag.trim() === etag)) return null;
  // Only the validators and the caching rules: a 304's headers replace the cached copy's, so a
  // fresh CSP nonce here would no longer match the scripts of the page the browser keeps.
  const kept = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary"]) if (headers.has(name)) kept.set(name, headers.get(name)!);
  return new Response(null, { status: 304, headers: kept });
}
