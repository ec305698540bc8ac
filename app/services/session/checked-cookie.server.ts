import type { Cookie } from "@remix-run/node";
import { LRUCache } from "lru-cache";

/** Cookie headers whose session cookie passed its check, kept at once (docs/decisions/127). */
const KEPT_HEADERS = 10_000;

/**
 * The session cookie, with what its signature check found kept per `Cookie` header: a browser sends
 * the same header with every page, and the check (cookie parsed, value decoded, an HMAC per secret)
 * was about 1 % of a signed-in page. Only a value that passed the check is kept, so forged headers
 * take no room; the answer depends on nothing but the header and the secrets, which a worker never
 * changes, so a kept one is what the check would say again.
 */
export function withCheckedHeadersKept(cookie: Cookie): Cookie {
  const kept = new LRUCache<string, string>({ max: KEPT_HEADERS });
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    async parse(header, options) {
      if (!header || options) return cookie.parse(header, options);
      const known = kept.get(header);
      if (known !== undefined) return known;
      const value: unknown = await cookie.parse(header);
      if (typeof value === "string" && value !== "") kept.set(header, value);
      return value;
    },
    serialize: (value, options) => cookie.serialize(value, options),
  };
}
