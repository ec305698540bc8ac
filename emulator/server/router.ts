import type { IncomingHttpHeaders } from "node:http";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a handler sees of an HTTP request. */
export interface ApiRequest {
  method: Method;
  /** Path without the query, no trailing slash (except "/"). */
  path: string;
  /** Values of `:name` segments, URI-decoded. */
  params: Record<string, string>;
  /** Raw query; keys such as `sort[0][field]` stay as they are. */
  query: URLSearchParams;
  /** Lower-cased header names, as Node gives them. */
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; undefined when the request had none (or was multipart). */
  body: unknown;
  /** Parsed multipart/form-data body; null otherwise. */
  form: FormData | null;
  /** Client address, for the request log and future rate limits. */
  ip: string;
}

/** Returns a Reply, or any JSON value that is answered with 200. May be async. */
export type Handler = (req: ApiRequest) => unknown;

interface Route {
  method: Method;
  pattern: string;
  segments: string[];
  handler: Handler;
}

export type RouteMatch =
  | { kind: "found"; handler: Handler; params: Record<string, string>; pattern: string }
  | { kind: "wrong-method"; allowed: Method[] }
  | { kind: "none" };

const splitPath = (path: string) => path.split("/").filter(Boolean);

/**
 * A tiny router. Patterns are exact paths with `:name` segments; when several patterns match,
 * the one whose first differing segment is literal wins, so `/users/me` beats `/users/:id`
 * whatever the registration order.
 */
export class Router {
  private readonly routes: Route[] = [];

  route(method: Method, pattern: string, handler: Handler): void {
    const duplicate = this.routes.find((r) => r.method === method && r.pattern === pattern);
    if (duplicate) throw new Error(`Route registered twice: ${method} ${pattern}`);
    this.routes.push({ method, pattern, segments: splitPath(pattern), handler });
  }

  match(method: string, path: string): RouteMatch {
    const parts = splitPath(path);
    const candidates = this.routes
      .map((route) => ({ route, params: matchSegments(route.segments, parts) }))
      .filter((c): c is { route: Route; params: Record<string, string> } => c.params !== null);
    if (candidates.length === 0) return { kind: "none" };
    const sameMethod = candidates.filter((c) => c.route.method === method);
    if (sameMethod.length === 0) return { kind: "wrong-method", allowed: candidates.map((c) => c.route.method) };
    const best = sameMethod.reduce((a, b) => (isMoreSpecific(b.route, a.route) ? b : a));
    return { kind: "found", handler: best.route.handler, params: best.params, pattern: best.route.pattern };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i];
    if (expected.startsWith(":")) {
      try {
        params[expected.slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return null; // a malformed %-escape cannot name anything we store
      }
    } else if (expected !== parts[i]) {
      return null;
    }
  }
  return params;
}

function isMoreSpecific(a: Route, b: Route): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aLiteral = !a.segments[i].startsWith(":");
    const bLiteral = !b.segments[i].startsWith(":");
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}
