// The pages a visitor without cookies gets are the same for every such visitor (the landing, the
// knowledge base): the server (server/worker.ts) keeps each one it rendered for as long as the page's own
// `Cache-Control: public, max-age` allows, per worker, and answers the next visitor from memory with a
// fresh CSP nonce stamped in (docs/decisions/026). Anything that could be personal is passed on. A
// cookie the same for every visitor (`sharedCookie`: which stylesheet the browser holds, decision 103)
// is no reason to pass: the pages are kept apart by its value, and a page may set it.
import type { OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { createNonce } from "../app/services/access/security.server";
import type { RequestRecord } from "../app/services/request-record.server";

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;
const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/;
/**
 * Headers that belong to one answer, never to the stored page: the stored body is the page as the
 * app wrote it, before compression, which encodes each answer again.
 */
const PER_ANSWER = new Set([
  "x-request-id",
  "server-timing",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
]);

/** A page as it was sent, to send again; with the route id the app noted for it. */
type StoredPage = { status: number; headers: OutgoingHttpHeaders; nonce: string; body: string; routeId?: string };
/** A page being sent that may be kept: its parts so far, kept for `ttl` ms once whole. */
type PageBeingSent = Omit<StoredPage, "body"> & { ttl: number; chunks: Buffer[] };

/**
 * An express middleware; `maxEntries` pages per worker, the least recently used leaving first.
 * `currentRecord` gives the request's record (app/services/request-record.server.ts): a stored page
 * keeps the route id the app noted there, and an answer from memory notes it again, marked `cached`.
 * `sharedCookie`: the name of the one cookie that is the same for every visitor.
 */
export function visitorPageCache({
  maxEntries = 200,
  currentRecord = () => undefined,
  sharedCookie,
}: { maxEntries?: number; currentRecord?: () => RequestRecord | undefined; sharedCookie?: string } = {}) {
  const pages = new LRUCache<string, StoredPage>({ max: maxEntries });
  const shared = (cookie: string) => sharedCookie !== undefined && cookie.trim().startsWith(`${sharedCookie}=`);
  return (req: Request, res: Response, next: NextFunction) => {
    const cookies = (req.headers.cookie ?? "").split(";").filter((cookie) => cookie.trim() !== "");
    if (!isAnonymousRead(req) || !cookies.every(shared)) return next();
    const key = `${req.get("save-data") === "on" ? "lite" : "full"} ${cookies.map((cookie) => cookie.trim()).join(";")} ${req.originalUrl}`;
    const page = pages.get(key);
    if (page) {
      const record = currentRecord();
      if (record) Object.assign(record, { routeId: page.routeId, cached: true });
      answerFrom(page, res, currentRecord()?.startedAt ?? performance.now());
      return;
    }
    keepWhatIsSent(
      res,
      // A page that sets the shared cookie is kept for browsers without one: a value the page replaces
      // (an old or a made-up one) gets no entry of its own, and cannot push the others out.
      (response) =>
        storablePage(
          response,
          (cookie) => shared(cookie) && cookies.length === 0,
          currentRecord()?.keepForVisitorsSeconds,
        ),
      (sent, ttl) => pages.set(key, { ...sent, routeId: currentRecord()?.routeId }, { ttl }),
    );
    next();
  };
}

/** A GET (its cookies checked apart), not a data request nor a revalidation. */
function isAnonymousRead(req: Request) {
  return (
    req.method === "GET" && !req.headers.authorization && !req.headers["if-none-match"] && req.query._data === undefined
  );
}

/**
 * The page being sent, if it may be kept: a 200 HTML page with a nonce, that sets no cookie but one
 * `mayBeSet`, and is marked public with a max-age or kept by the app's word for `keepSeconds` (a page
 * no browser may keep, and none marked private or no-store). Asked at its first byte, when its status
 * and headers are final.
 */
function storablePage(
  res: Response,
  mayBeSet: (cookie: string) => boolean,
  keepSeconds: number | undefined,
): PageBeingSent | null {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  }
  const cacheControl = String(headers["cache-control"] ?? "");
  const publicMaxAge = cacheControl.includes("public") ? MAX_AGE.exec(cacheControl)?.[1] : undefined;
  // The app's word keeps a page no header forbids keeping: a `private` or `no-store` one stays drawn.
  const forbidden = /\b(private|no-store)\b/.test(cacheControl);
  const seconds = forbidden ? undefined : publicMaxAge === undefined ? keepSeconds : Number(publicMaxAge);
  const html = String(headers["content-type"] ?? "").startsWith("text/html");
  const nonce = NONCE.exec(String(headers["content-security-policy"] ?? ""))?.[1];
  if (res.statusCode !== 200 || !html || !nonce || !seconds) return null;
  const setCookies = [headers["set-cookie"] ?? []].flat().map(String);
  if (!setCookies.every(mayBeSet)) return null;
  return { status: res.statusCode, headers, nonce, ttl: seconds * 1000, chunks: [] };
}

/**
 * Wraps the response's writes so the page goes out as usual and, when it may be kept, is also
 * handed to `keep` whole, as text; any other answer is not copied at all.
 */
function keepWhatIsSent(
  res: Response,
  storable: (res: Response) => PageBeingSent | null,
  keep: (sent: StoredPage, ttl: number) => void,
) {
  let page: PageBeingSent | null | undefined; // undecided until the first byte; then the page being kept, or null
  const { write, end } = res;
  const collect = (chunk: unknown) => {
    if (page === undefined) page = storable(res);
    if (page && chunk && typeof chunk !== "function") page.chunks.push(Buffer.from(chunk as string | Uint8Array));
  };
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk);
    if (page) {
      const { chunks, ttl, ...sent } = page;
      keep({ ...sent, body: Buffer.concat(chunks).toString("utf8") }, ttl);
    }
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
}

/**
 * The stored page with a new nonce in its CSP header and its script tags (a nonce is never given
 * out twice), timed from `startedAt` like any answer.
 */
function answerFrom(page: StoredPage, res: Response, startedAt: number) {
  const nonce = createNonce();
  for (const [name, value] of Object.entries(page.headers)) {
    if (value === undefined) continue;
    res.setHeader(name, name === "content-security-policy" ? String(value).replaceAll(page.nonce, nonce) : value);
  }
  const ms = (performance.now() - startedAt).toFixed(1);
  res.setHeader("Server-Timing", `cache;desc="visitor page";dur=${ms}, total;dur=${ms}`);
  res.status(page.status).end(page.body.replaceAll(page.nonce, nonce));
}
