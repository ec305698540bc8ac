import type { HeadersFunction } from "@remix-run/node";

/**
 * A knowledge-base route's `headers`: its loader's caching headers (services/page-cache.server.ts)
 * become the document's; a failed load sends none, so an error page is never cached.
 */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
