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
      answerFrom(page, res);
      return;
    }
    keepWhatIsSent(res, (sent) => {
      const ttl = storableFor(sent);
      if (ttl) pages.set(key, { ...sent, routeId: currentRecord()?.routeId }, { ttl });
    });
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

/** Milliseconds a sent page may be kept, or 0: only a 200 HTML page marked public that sets no cookie. */
function storableFor({ status, headers, nonce }) {
  const cacheControl = String(headers["cache-control"] ?? "");
  const maxAge = MAX_AGE.exec(cacheControl);
  const html = String(headers["content-type"] ?? "").startsWith("text/html");
  if (status !== 200 || !html || !nonce || !cacheControl.includes("public") || !maxAge) return 0;
  if (headers["set-cookie"] !== undefined) return 0;
  return Number(maxAge[1]) * 1000;
}

/** Wraps the response's writes so the page goes out as usual and is also handed to `onEnd` whole. */
function keepWhatIsSent(res, onEnd) {
  const chunks = [];
  const { write, end } = res;
  res.write = function (chunk, ...rest) {
    if (chunk) chunks.push(Buffer.from(chunk));
    return write.call(this, chunk, ...rest);
  };
  res.end = function (chunk, ...rest) {
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk));
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_ANSWER.has(name)) headers[name] = value;
    }
    const csp = String(headers["content-security-policy"] ?? "");
    onEnd({ status: res.statusCode, headers, body: Buffer.concat(chunks), nonce: NONCE.exec(csp)?.[1] });
    return end.call(this, chunk, ...rest);
  };
}

/** The stored page with a new nonce in its CSP header and its script tags: a nonce is never given out twice. */
function answerFrom(page, res) {
  const nonce = randomBytes(16).toString("base64");
  for (const [name, value] of Object.entries(page.headers)) {
    res.setHeader(name, name === "content-security-policy" ? String(value).replaceAll(page.nonce, nonce) : value);
  }
  res.setHeader("Server-Timing", 'cache;desc="visitor page"');
  res.status(page.status).end(Buffer.from(page.body.toString("utf8").replaceAll(page.nonce, nonce)));
}
