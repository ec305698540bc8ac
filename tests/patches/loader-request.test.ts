import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The patch of @remix-run/server-runtime (patches/, docs/decisions/099) gives a loader or an action
// the request as it came when it has no ?index or ?_data to strip, instead of two copies of it per
// loader (a Request, a URL and an AbortSignal each, about a twentieth of a page's CPU). Where there is
// something to strip, the copy is made as published.

const require = createRequire(import.meta.url);
type Call = (args: {
  loadContext: unknown;
  loader?: (args: { request: Request }) => unknown;
  action?: (args: { request: Request }) => unknown;
  params: object;
  request: Request;
  routeId: string;
  singleFetch: boolean;
}) => Promise<Response>;
const { callRouteLoader, callRouteAction } = require("@remix-run/server-runtime/dist/data.js") as {
  callRouteLoader: Call;
  callRouteAction: Call;
};

/** The request a loader is given for `url`. */
async function loaderRequestOf(request: Request) {
  let seen: Request | undefined;
  await callRouteLoader({
    loadContext: {},
    loader: ({ request: given }) => ((seen = given), null),
    params: {},
    request,
    routeId: "routes/test",
    singleFetch: false,
  });
  return seen!;
}

describe("a loader's request", () => {
  it("is the request as it came when there is nothing to strip", async () => {
    const request = new Request("http://portal.test/catalog/?page=2&sort=-price");
    expect(await loaderRequestOf(request)).toBe(request);
  });

  it("loses ?index and ?_data, and keeps the rest, on a copy", async () => {
    for (const url of [
      "http://portal.test/orders/?index&page=2",
      "http://portal.test/orders/?_data=routes%2Forders&page=2",
      "http://portal.test/orders/?index=&_data=root&page=2",
    ]) {
      const request = new Request(url, { headers: { Cookie: "s=1" } });
      const given = await loaderRequestOf(request);
      expect(given, url).not.toBe(request);
      expect(given.url).toBe("http://portal.test/orders/?page=2");
      expect(given.headers.get("Cookie")).toBe("s=1");
    }
  });

  it("is given to an action with its body unread", async () => {
    const request = new Request("http://portal.test/personal/settings/", { method: "POST", body: "name=Иван" });
    let body: string | undefined;
    await callRouteAction({
      loadContext: {},
      action: async ({ request: given }) => ((body = await given.text()), null),
      params: {},
      request,
      routeId: "routes/test",
      singleFetch: false,
    });
    expect(body).toBe("name=Иван");
  });
});
