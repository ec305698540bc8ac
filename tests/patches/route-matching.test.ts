import { createRequire } from "node:module";
import { join } from "node:path";
import type {
  AgnosticRouteObject,
  createMemoryHistory as CreateMemoryHistory,
  createRouter as CreateRouter,
  matchRoutes as MatchRoutes,
} from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { NOT_FOUND, PRIVATE_PAGES, PUBLIC_PAGES } from "../e2e/route-table";

// The patch of @remix-run/router (patches/, docs/decisions/021 and 111) caches the ranked route
// branches and skips a branch whose literal start the path does not have, in the CommonJS build Node
// loads and the ES module build the browser gets. The UMD build, which neither loads, is left as
// published: matching every path of the route table, and thousands made from it, the same with the
// patched builds and with it is the patch's proof.

const root = join(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
type Matcher = {
  matchRoutes: typeof MatchRoutes;
  createRouter: typeof CreateRouter;
  createMemoryHistory: typeof CreateMemoryHistory;
};
const patched = require("@remix-run/router") as Matcher;
const browsers = (await import(join(root, "node_modules/@remix-run/router/dist/router.js"))) as Matcher;
const pristine = require(join(root, "node_modules/@remix-run/router/dist/router.umd.js")) as Matcher;
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes: (
    appDirectory: string,
  ) => Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>;
};

/** The portal's route table as Remix builds it from app/routes: nested route objects under root. */
function routeTable(): AgnosticRouteObject[] {
  const manifest = Object.values(flatRoutes(join(root, "app")));
  const childrenOf = (parentId: string): AgnosticRouteObject[] =>
    manifest
      .filter((route) => (route.parentId ?? "root") === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return [{ id: "root", path: "", children: childrenOf("root") }];
}

/** A deterministic pseudo-random sequence, so a failure names paths that can be tried again. */
function randomOf(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

/** The route table's paths and what a visitor or a crawler makes of them. */
function paths(count: number): string[] {
  const known = [...PUBLIC_PAGES.map((page) => page.path), ...PRIVATE_PAGES, ...NOT_FOUND];
  const random = randomOf(30);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const segments = known.flatMap((path) => path.split("/")).filter(Boolean);
  const variants = known.flatMap((path) => [
    path,
    path.toUpperCase(),
    path.replace(/\/$/, ""),
    path.replaceAll("/", "//"),
    `${path}extra/`,
    path.replace(/\d+/g, "abc"),
    encodeURI(path.replace(/[a-z]+/, "каталог")),
  ]);
  while (variants.length < count) {
    const length = 1 + Math.floor(random() * 5);
    const made = Array.from({ length }, () => (random() < 0.3 ? String(Math.floor(random() * 1000)) : pick(segments)));
    variants.push(`/${made.join("/")}${random() < 0.5 ? "/" : ""}`);
  }
  return variants;
}

const ids = (matches: ReturnType<typeof MatchRoutes>) =>
  matches?.map((match) => [match.route.id, match.pathname, JSON.stringify(match.params)]) ?? null;

describe("the patched route matching", () => {
  const routes = routeTable();

  it("is the patched build that Node loads", () => {
    expect(require.resolve("@remix-run/router")).toMatch(/router\.cjs\.js$/);
  });

  // The cache's own mark: a table is ranked once, so a child pushed into it in place (not through
  // patchRoutes) stays unseen, where the published router, ranking on every call, finds it.
  it.each([
    ["the server's", patched],
    ["the browser's", browsers],
  ])("ranks a table once with %s build", (_, build) => {
    const table = (): AgnosticRouteObject[] => [{ id: "root", path: "/", children: [{ id: "catalog", path: "catalog" }] }];
    const [cached, published] = [table(), table()];
    for (const [matcher, routes] of [
      [build, cached],
      [pristine, published],
    ] as const) {
      expect(ids(matcher.matchRoutes(routes, "/catalog/"))?.at(-1)?.[0]).toBe("catalog");
      routes[0].children!.push({ id: "orders", path: "orders" });
    }
    expect(ids(build.matchRoutes(cached, "/orders/"))).toBeNull();
    expect(ids(pristine.matchRoutes(published, "/orders/"))?.at(-1)?.[0]).toBe("orders");
  });

  it.each([
    ["the server's", patched],
    ["the browser's", browsers],
  ])("finds with %s build what the published router finds, for every path of the route table and 5,000 more", (_, build) => {
    expect(routes[0].children!.length).toBeGreaterThan(20);
    const differing = paths(5000).filter(
      (path) => JSON.stringify(ids(build.matchRoutes(routes, path))) !== JSON.stringify(ids(pristine.matchRoutes(routes, path))),
    );
    expect(differing).toEqual([]);
  });

  // The server's build also keeps what a table's last 500 paths matched (docs/decisions/130): asked
  // again, in any order and past the bound, it answers what the published router does.
  it("answers a path it has matched before as the published router does, past the bound of kept paths", () => {
    const asked = paths(1500);
    const round = () =>
      asked.filter(
        (path) => JSON.stringify(ids(patched.matchRoutes(routes, path))) !== JSON.stringify(ids(pristine.matchRoutes(routes, path))),
      );
    expect(round()).toEqual([]);
    asked.reverse();
    expect(round()).toEqual([]);
  });

  it("answers new match objects each time, whatever the caller did to the last ones", () => {
    const path = "/catalog/edit/5/";
    const published = pristine.matchRoutes(routes, path)!;
    const first = patched.matchRoutes(routes, path)!;
    // As published, the matches of one answer share one params object.
    expect(first.map((match) => match.params === first[0].params)).toEqual(published.map((match) => match.params === published[0].params));
    (first[0].params as Record<string, string>).draftId = "changed";
    first.at(-1)!.pathname = "/changed/";
    first.pop();
    const again = patched.matchRoutes(routes, path)!;
    expect(again).not.toBe(first);
    expect(ids(again)).toEqual(ids(published));
  });

  it.each([
    ["the server's", patched],
    ["the browser's", browsers],
  ])("finds with %s build a route patched into a table it has matched before", (_, build) => {
    const router = build.createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "catalog", path: "catalog" }] }],
      history: build.createMemoryHistory({ initialEntries: ["/"] }),
    });
    // Routes patched in during a navigation go into the table being matched, in place.
    const table = router.routes;
    expect(ids(build.matchRoutes(table, "/orders/"))).toBeNull();
    router.patchRoutes("root", [{ id: "orders", path: "orders" }]);
    expect(ids(build.matchRoutes(table, "/orders/"))?.at(-1)?.[0]).toBe("orders");
    expect(ids(build.matchRoutes(router.routes, "/orders/"))?.at(-1)?.[0]).toBe("orders");
    router.dispose();
  });

  it("keeps finding the same when the same table is matched again (the cache) and with another table", () => {
    const [first, again] = [patched.matchRoutes(routes, "/catalog/edit/5/"), patched.matchRoutes(routes, "/catalog/edit/5/")];
    expect(ids(again)).toEqual(ids(first));
    expect(ids(first)?.at(-1)?.[0]).toBe("routes/catalog.edit.$draftId");
    const other: AgnosticRouteObject[] = [{ id: "other", path: "/catalog/:anything/:draftId" }];
    expect(ids(patched.matchRoutes(other, "/catalog/edit/5/"))).toEqual(ids(pristine.matchRoutes(other, "/catalog/edit/5/")));
  });
});
