import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { createPath as CreatePath, resolvePath as ResolvePath, resolveTo as ResolveTo } from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The patches of @remix-run/router, react-router and react-router-dom (patches/, docs/decisions/109)
// make a link's resolution cheaper on the server: an absolute path without "." segments is taken as
// it is, the route's pathnames are listed once per matches list, and React is used without a copy
// read through getters. Node loads the patched CommonJS and production builds; the router's UMD
// build, which neither Node nor the browser loads, is left as published (the ES module build the
// browser gets has decision 111's patch of route matching), so it says what every link must resolve to.

const root = join(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
type Router = { resolvePath: typeof ResolvePath; resolveTo: typeof ResolveTo; createPath: typeof CreatePath };
const patched = require("@remix-run/router") as Router;
const pristine = require(join(root, "node_modules/@remix-run/router/dist/router.umd.js")) as Router;

const SEGMENTS = ["catalog", "..", ".", "a.b", ".hidden", "..x", "17", "", "edit"];
/** A deterministic pseudo-random sequence, so a failure names paths that can be tried again. */
function randomOf(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}
function pathsOf(count: number) {
  const random = randomOf(38);
  const paths = ["/", "/catalog/", "/./", "/../", "/catalog/..", "/catalog/.", "/a/./b/../c/", "/x?y=1#z"];
  for (let path = 0; path < count; path++) {
    const length = 1 + Math.floor(random() * 5);
    const segments = Array.from({ length }, () => SEGMENTS[Math.floor(random() * SEGMENTS.length)]);
    // Runs of "/" are normalized with a console warning, the same way by both builds.
    paths.push(`/${segments.join("/")}${random() < 0.5 ? "/" : ""}`.replace(/\/{2,}/g, "/"));
  }
  return paths;
}

describe("a link's path, resolved", () => {
  it("is the same as the published router's for absolute paths with and without dot segments", () => {
    for (const path of pathsOf(3000)) {
      for (const from of ["/", "/orders/17/"]) {
        expect(patched.resolvePath(path, from), `${path} from ${from}`).toEqual(pristine.resolvePath(path, from));
      }
    }
  });

  it("refuses a path object with its search or hash in the wrong field, with the published message", () => {
    for (const to of [{ pathname: "/a?b=1" }, { pathname: "/a#b" }, { pathname: "/a", search: "?b#c" }]) {
      expect(() => patched.resolveTo(to, ["/"], "/")).toThrow(
        (() => {
          try {
            pristine.resolveTo(to, ["/"], "/");
          } catch (error) {
            return (error as Error).message;
          }
          throw new Error("the published router accepted it");
        })(),
      );
    }
  });

  it("gives every link React Router renders on the server the href the published router gives", () => {
    // The production builds load only with NODE_ENV=production, so the page is rendered in a child
    // process: links under /catalog/list/ (a route nested two levels) to absolute, relative,
    // search-only and dot paths, as <Link> and <NavLink>.
    const targets = [
      "/catalog/product/7/",
      "/section/",
      "/",
      "/a/../b/",
      "?page=2",
      "#top",
      "../up/",
      "..",
      ".",
      "edit/",
      "",
    ];
    const script = `
      const { createElement: h } = require("react");
      const { renderToString } = require("react-dom/server");
      const { Link, NavLink, Outlet } = require("react-router-dom");
      const { createStaticHandler, createStaticRouter, StaticRouterProvider } = require("react-router-dom/server.js");
      const targets = ${JSON.stringify(targets)};
      const Leaf = () => h("nav", null, targets.flatMap((to, index) => [
        h(Link, { key: "l" + index, to }, "link"),
        h(Link, { key: "p" + index, to, relative: "path" }, "path"),
        h(NavLink, { key: "n" + index, to }, "nav"),
      ]));
      const routes = [{ path: "/", element: h(Outlet), children: [{ path: "catalog", element: h(Outlet), children: [{ path: "list", element: h(Leaf) }] }] }];
      const handler = createStaticHandler(routes);
      handler.query(new Request("http://portal/catalog/list/")).then((context) => {
        const router = createStaticRouter(handler.dataRoutes, context);
        const html = renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
        process.stdout.write(JSON.stringify([...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replaceAll("&amp;", "&"))));
      });`;
    const hrefs = JSON.parse(
      execFileSync(process.execPath, ["-e", script], { cwd: root, env: { ...process.env, NODE_ENV: "production" } }).toString(),
    ) as string[];
    const expected = targets.flatMap((to) =>
      [false, true, false].map((pathRelative) =>
        pristine.createPath(pristine.resolveTo(to, ["/", "/catalog", "/catalog/list"], "/catalog/list/", pathRelative)),
      ),
    );
    expect(hrefs).toEqual(expected);
  });
});
