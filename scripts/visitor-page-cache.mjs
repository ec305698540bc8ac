// The pages a visitor without cookies gets are the same for every such visitor (the landing, the
// knowledge base): scripts/server.mjs keeps each one it rendered for as long as the page's own
// `Cache-Control: public, max-age` allows, per worker, and answers the next visitor from memory with a
// fresh CSP nonce stamped in (docs/decisions/026). Anything that could be personal is passed on.
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";

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

/**
 * An express middleware; `maxEntries` pages per worker, the least recently used leaving first.
 * `currentRecord` gives the request's log record (scripts/server.mjs): a stored page keeps the route
 * id the app noted there, and an answer from memory notes it again, marked `cached`.
 */
export function visitorPageCache({ maxEntries = 200, currentRecord = () => undefined } = {}) {
  const pages = new LRUCache({ max: maxEntries });
  return (req, res, next) => {
    if (!isAnonymousRead(req)) return next();
    const key = `${req.get("save-data") === "on" ? "lite" : "full"} ${req.originalUrl}`;
    const page = pages.get(key);
    if (page) {
      Object.assign(currentRecord() ?? {}, { routeId: page.routeId, cached: true });
      answerFrom(page, res, currentRecord()?.startedAt ?? performance.now());
      return;
    }
    keepWhatIsSent(res, (sent, ttl) => pages.set(key, { ...sent, routeId: currentRecord()?.routeId }, { ttl }));
    next();
  };
}

/** A GET with no cookie (no session, no one-time message, no lite switch), not a data request nor a revalidation. */
function isAnonymousRead(req) {
  return (
    req.method === "GET" &&
    !req.headers.cookie &&
    !req.headers.authorization &&
    !req.headers["if-none-match"] &&
    req.query._data === undefined
  );
}

/**
 * The page being sent, if it may be kept: a 200 HTML page marked public with a max-age, with a
 * nonce, that sets no cookie. Asked at its first byte, when its status and headers are final.
 */
function storablePage(res) {
  const headers = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (!PER_ANSWER.has(name)) headers[name] = value;
  }
  const cacheControl = String(headers["cache-control"] ?? "");
  const maxAge = MAX_AGE.exec(cacheControl);
  const html = String(headers["content-type"] ?? "").startsWith("text/html");
  const nonce = NONCE.exec(String(headers["content-security-policy"] ?? ""))?.[1];
  if (res.statusCode !== 200 || !html || !nonce || !cacheControl.includes("public") || !maxAge) return null;
  if (headers["set-cookie"] !== undefined) return null;
  return { status: res.statusCode, headers, nonce, ttl: Number(maxAge[1]) * 1000, chunks: [] };
}

/**
 * Wraps the response's writes so the page goes out as usual and, when it may be kept, is also
 * handed to `keep` whole, as text; any other answer is not copied at all.
 */
function keepWhatIsSent(res, keep) {
  let page; // undecided until the first byte; then the page being kept, or null
  const { write, end } = res;
  const collect = (chunk) => {
    if (page === undefined) page = storablePage(res);
    if (page && chunk && typeof chunk !== "function") page.chunks.push(Buffer.from(chunk));
  };
  res.write = function (chunk, ...rest) {
    collect(chunk);
    return write.call(this, chunk, ...rest);
  };
  res.end = function (chunk, ...rest) {
    collect(chunk);
    if (page) {
      const { chunks, ttl, ...sent } = page;
      keep({ ...sent, body: Buffer.concat(chunks).toString("utf8") }, ttl);
    }
    return end.call(this, chunk, ...rest);
  };
}

/**
 * The stored page with a new nonce in its CSP header and its script tags (a nonce is never given
 * out twice), timed from `startedAt` like any answer.
 */
function answerFrom(page, res, startedAt) {
  const nonce = randomBytes(16).toString("base64");
  for (const [name, value] of Object.entries(page.headers)) {
    res.setHeader(name, name === "content-security-policy" ? String(value).replaceAll(page.nonce, nonce) : value);
  }
  const ms = (performance.now() - startedAt).toFixed(1);
  res.setHeader("Server-Timing", `cache;desc="visitor page";dur=${ms}, total;dur=${ms}`);
  res.status(page.status).end(page.body.replaceAll(page.nonce, nonce));
}
