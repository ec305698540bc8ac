import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { cacheableHeaders, notModified } from "./page-cache.server";

const URL_ = "http://portal.test/info-base/7/27/";
const contextOf = (loaderData: object, version = "v1") =>
  ({ manifest: { version }, staticHandlerContext: { loaderData } }) as unknown as EntryContext;
const cacheable = () => new Headers(cacheableHeaders());

function etagOf(context: EntryContext, init: RequestInit = {}) {
  const headers = cacheable();
  expect(notModified(new Request(URL_, init), 200, headers, context)).toBeNull();
  return headers.get("ETag")!;
}

describe("page cache", () => {
  it("answers 304 with only the validators when the browser holds the same version", () => {
    const context = contextOf({ article: { title: "А" } });
    const etag = etagOf(context);
    expect(etag).toMatch(/^W\/".+"$/);
    const headers = cacheable();
    headers.set("Content-Security-Policy", "script-src 'nonce-x'");
    const answer = notModified(
      new Request(URL_, { headers: { "If-None-Match": `"other", ${etag}` } }),
      200,
      headers,
      context,
    );
    expect(answer?.status).toBe(304);
    expect(answer?.headers.get("ETag")).toBe(etag);
    expect(answer?.headers.has("Content-Security-Policy")).toBe(false);
  });

  it("changes the ETag with the data, the build and the URL", () => {
    const etag = etagOf(contextOf({ article: { title: "А" } }));
    expect(etagOf(contextOf({ article: { title: "Б" } }))).not.toBe(etag);
    expect(etagOf(contextOf({ article: { title: "А" } }, "v2"))).not.toBe(etag);
  });

  it("keeps a signed-in copy private and never caches an answer that sets a cookie or failed", () => {
    const context = contextOf({});
    const headers = cacheable();
    notModified(new Request(URL_, { headers: { Cookie: "session=1" } }), 200, headers, context);
    expect(headers.get("Cache-Control")).toMatch(/^private, max-age=60, stale-while-revalidate=/);
    const cookie = cacheable();
    cookie.set("Set-Cookie", "session=2");
    expect(notModified(new Request(URL_), 200, cookie, context)).toBeNull();
    expect(cookie.get("Cache-Control")).toBe("private, no-cache");
    expect(cookie.has("ETag")).toBe(false);
    const failed = cacheable();
    notModified(new Request(URL_), 502, failed, context);
    expect(failed.has("ETag")).toBe(false);
    const plain = new Headers();
    notModified(new Request(URL_), 200, plain, context);
    expect(plain.has("ETag")).toBe(false);
  });
});
