import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import { dirname, join } from "node:path";
import { createElement, type ComponentType, type Context, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  Outlet,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
} from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// The patch of @remix-run/react's server build (patches/, docs/decisions/128): on the server, a Link or
// NavLink to a plain absolute path is written as the anchor React Router draws, without its hooks. What
// it writes must be the published components' HTML, byte for byte, for every path, page and prop; any
// other link must take the published way. The published way is the same file with the server's check
// turned off.

const require = createRequire(import.meta.url);
const file = require.resolve("@remix-run/react/dist/components.js");
const SERVER_CHECK = 'const SERVER_DRAWN = typeof document === "undefined";';

type Links = {
  Link: ComponentType<any>;
  NavLink: ComponentType<any>;
  Form: ComponentType<any>;
  Links: ComponentType<any>;
  Scripts: ComponentType<any>;
  RemixContext: Context<any>;
};
/** The components a link or a form is drawn with. */
type LinkKind = "Link" | "NavLink" | "Form";
const patched = require(file) as Links;

/** The same module with the server's short ways turned off: React Router's and Remix's own components. */
function published(moduleFile = file) {
  const source = readFileSync(moduleFile, "utf8");
  if (!source.includes(SERVER_CHECK)) throw new Error("the patch of @remix-run/react is not applied");
  const module = new Module(moduleFile) as any;
  module.filename = moduleFile;
  module.paths = (Module as any)._nodeModulePaths(dirname(moduleFile));
  module._compile(source.replace(SERVER_CHECK, "const SERVER_DRAWN = false;"), moduleFile);
  return module.exports;
}
const pristine = published() as Links;

const PLAIN = ["/", "/catalog/", "/catalog", "/Catalog/", "/orders/?status=new", "/orders/?status=new&page=2"];
const PLAIN_MORE = ["/info-base/12/3/", "/a-b_c~d/", "/orders/?q=a%20b&x=1,2:3@4/5+6.7"];
const NOT_PLAIN = [".", "../", "?page=2", "/a//b/", "/каталог/", "/a b/", "/a/./b", "/a/../b", "/a#x", "/a?"];
const NOT_PLAIN_MORE = ["/a?x=1#h", "/a?x=<b>", "https://example.com/", "//evil.example/", "mailto:a@b.ru"];
const PATHS: unknown[] = [...PLAIN, ...PLAIN_MORE, ...NOT_PLAIN, ...NOT_PLAIN_MORE, { pathname: "/a/", search: "?b=1" }];
const PAGES = ["/", "/catalog/", "/catalog/17/", "/CATALOG/", "/catalogue/", "/orders/", "/info-base/12/3/"];
const noop = () => {};
const PROPS: Record<string, unknown>[] = [
  {},
  { className: "main-nav__link" },
  { "aria-current": "step" },
  { style: { color: "red" } },
  { prefetch: "intent", preventScrollReset: true },
  { reloadDocument: true },
  { discover: "none" },
  { target: "_blank", rel: "noopener noreferrer" },
  { "aria-label": "На главную", tabIndex: -1, "aria-hidden": true, id: "x", title: "t" },
  { replace: true, state: { from: "a" }, relative: "path", viewTransition: true, onClick: noop, onFocus: noop },
];
/** What only a NavLink takes: its state as a class or a style, and how it matches the page. */
const NAV_PROPS: Record<string, unknown>[] = [
  { className: ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off") },
  { end: true },
  { caseSensitive: true },
  { style: ({ isActive }: { isActive: boolean }) => ({ fontWeight: isActive ? 700 : 400 }) },
  { end: true, caseSensitive: true, className: "tab", "aria-current": "location" },
];
const propsOf = (kind: LinkKind) => (kind === "NavLink" ? [...PROPS, ...NAV_PROPS] : PROPS);

/** The HTML, or the error the link throws (React Router refuses some addresses in a NavLink). */
const drawn = (links: Links, kind: LinkKind, to: unknown, page: string, props: Record<string, unknown>) => {
  const children: ReactNode = "children" in props ? undefined : "Каталог <1>";
  try {
    return renderToString(
      createElement(StaticRouter, { location: page }, createElement(links[kind], { ...props, to }, children)),
    );
  } catch (error) {
    return `throws ${String(error)}`;
  }
};

/** The HTML of `element` on `page` under a data router (a Form needs one), as Remix draws pages. */
async function underDataRouter(element: ReactNode, page: string) {
  const routes = [
    { path: "/", element: createElement(Outlet), children: [{ index: true, element }, { path: "*", element }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.test${page}`));
  if (context instanceof Response) throw new Error("a redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

describe("a link drawn by the server", () => {
  it("is the published Link's and NavLink's HTML for every path, page and prop", () => {
    let compared = 0;
    for (const kind of ["Link", "NavLink"] as const) {
      for (const to of PATHS) {
        for (const page of PAGES) {
          for (const props of propsOf(kind)) {
            const what = `${kind} to ${JSON.stringify(to)} on ${page} with ${Object.keys(props).join(", ")}`;
            expect(drawn(patched, kind, to, page, props), what).toBe(drawn(pristine, kind, to, page, props));
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(PATHS.length * PAGES.length * (2 * PROPS.length + NAV_PROPS.length));
  });

  it("gives a NavLink's children and class the same state as the published one", () => {
    const children = ({ isActive }: { isActive: boolean }) => (isActive ? "здесь" : "туда");
    for (const page of PAGES) {
      const props = { children, className: "tab" };
      expect(drawn(patched, "NavLink", "/catalog/", page, props)).toBe(drawn(pristine, "NavLink", "/catalog/", page, props));
    }
  });

  it("is the published HTML with the production builds, under a data router as Remix draws pages", () => {
    // The production builds load only with NODE_ENV=production, so the page is drawn in a child process.
    const script = `
      const { readFileSync } = require("node:fs");
      const { Module } = require("node:module");
      const { dirname } = require("node:path");
      const { createElement: h } = require("react");
      const { renderToString } = require("react-dom/server");
      const { Outlet } = require("react-router-dom");
      const { createStaticHandler, createStaticRouter, StaticRouterProvider } = require("react-router-dom/server.js");
      const file = ${JSON.stringify(file)};
      const published = new Module(file);
      published.filename = file;
      published.paths = Module._nodeModulePaths(dirname(file));
      published._compile(readFileSync(file, "utf8").replace(${JSON.stringify(SERVER_CHECK)}, "const SERVER_DRAWN = false;"), file);
      const patched = require(file);
      const targets = ${JSON.stringify([...PLAIN, ...PLAIN_MORE, ...NOT_PLAIN.filter((to) => to !== "/a/./b")])};
      const linksOf = ({ Link, NavLink, Form }) => () => h("nav", null, targets.flatMap((to, index) => [
        h(Link, { key: "l" + index, to, className: "link", prefetch: "intent" }, "ссылка"),
        h(NavLink, { key: "n" + index, to, className: "main-nav__link", prefetch: "intent" }, "раздел"),
        h(NavLink, { key: "e" + index, to, end: true }, ({ isActive }) => (isActive ? "здесь" : "туда")),
        h(Form, { key: "f" + index, action: to, method: "post", className: "form" }, "отправить"),
      ]));
      const draw = async (links, page) => {
        const routes = [{ path: "/", element: h(Outlet), children: [{ index: true, element: h(linksOf(links)) }, { path: "catalog/*", element: h(linksOf(links)) }, { path: "*", element: h(linksOf(links)) }] }];
        const handler = createStaticHandler(routes);
        const context = await handler.query(new Request("http://portal" + page));
        return renderToString(h(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
      };
      (async () => {
        const pages = [];
        for (const page of ${JSON.stringify(PAGES)}) pages.push([await draw(patched, page), await draw(published.exports, page)]);
        process.stdout.write(JSON.stringify(pages));
      })();`;
    const root = join(import.meta.dirname, "../..");
    const pages = JSON.parse(
      execFileSync(process.execPath, ["-e", script], { cwd: root, env: { ...process.env, NODE_ENV: "production" } }).toString(),
    ) as string[][];
    expect(pages).toHaveLength(PAGES.length);
    for (const [page, [short, pristineHtml]] of pages.entries()) {
      expect(short, PAGES[page]).toBe(pristineHtml);
      expect(short, PAGES[page]).toContain('data-discover="true"');
    }
  });

  it("writes a form with the published Form's HTML for every action, method and prop", async () => {
    const actions = [...PLAIN, ...PLAIN_MORE, ...NOT_PLAIN, undefined, ""];
    const methods = [undefined, "get", "post", "POST", "put"];
    const formProps: Record<string, unknown>[] = [
      {},
      { className: "catalog-form", id: "profile", noValidate: true, encType: "multipart/form-data" },
      { role: "search", autoComplete: "off", "aria-label": "Поиск" },
      { reloadDocument: true },
      { discover: "none" },
      { navigate: false, fetcherKey: "row" },
      { replace: true, state: { from: "a" }, preventScrollReset: true, relative: "path", onSubmit: noop },
    ];
    let compared = 0;
    for (const page of ["/", "/catalog/", "/orders/?status=new&index"]) {
      for (const action of actions) {
        for (const method of methods) {
          for (const props of formProps) {
            const form = (links: Links) => createElement(links.Form, { ...props, action, method }, "Выйти");
            const what = `Form ${JSON.stringify(action)} ${method} on ${page} with ${Object.keys(props).join(", ")}`;
            expect(await underDataRouter(form(patched), page), what).toBe(await underDataRouter(form(pristine), page));
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(3 * actions.length * methods.length * formProps.length);
  });

  it("takes the short way for a plain path only: without React Router's navigation context", () => {
    const location = { pathname: "/catalog/17/", search: "", hash: "", state: null, key: "default" };
    const outsideNavigation = (kind: LinkKind, to: string) =>
      renderToString(
        createElement(
          UNSAFE_LocationContext.Provider,
          { value: { location, navigationType: "POP" } as any },
          createElement(patched[kind], { to, className: "main-nav__link" }, "Каталог"),
        ),
      );
    expect(outsideNavigation("Link", "/catalog/")).toBe(
      '<a class="main-nav__link" data-discover="true" href="/catalog/">Каталог</a>',
    );
    expect(outsideNavigation("NavLink", "/catalog/")).toBe(
      '<a data-discover="true" aria-current="page" class="main-nav__link active" href="/catalog/">Каталог</a>',
    );
    for (const kind of ["Link", "NavLink"] as const) expect(() => outsideNavigation(kind, "../")).toThrow();
    const form = (action: string) => renderToString(createElement(patched.Form, { method: "post", action }, "Выйти"));
    expect(form("/auth/logout/")).toBe('<form method="post" action="/auth/logout/" data-discover="true">Выйти</form>');
    expect(() => form("../")).toThrow();
  });

  it("writes a page's <link> and <script> tags as published, kept for each chain of matched routes of one build (decision 129)", () => {
    const build = (version: string) => ({
      entry: { module: `/assets/entry-${version}.js`, imports: [`/assets/shared-${version}.js`] },
      url: `/assets/manifest-${version}.js`,
      routes: {
        root: { id: "root", module: `/assets/root-${version}.js`, imports: ["/assets/ui.js"], css: [`/assets/root-${version}.css`] },
        "routes/catalog": { id: "routes/catalog", parentId: "root", module: "/assets/catalog.js", css: ["/assets/catalog.css"] },
        "routes/catalog.$id": { id: "routes/catalog.$id", parentId: "routes/catalog", module: "/assets/product.js", imports: ["/assets/ui.js"] },
        "routes/orders": { id: "routes/orders", parentId: "root", module: "/assets/orders.js" },
      },
    });
    const routeModules = {
      root: { links: () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }] },
      "routes/catalog": { links: () => [{ rel: "preload", href: "/fonts/a.woff2", as: "font", crossOrigin: "anonymous" }] },
      "routes/catalog.$id": {},
      "routes/orders": { links: () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }] },
    };
    /** The page's links, and its scripts with the page's own nonce and data; `errors` cut the links' chain. */
    const drawn = (components: Links, manifest: unknown, chain: string[], errors: Record<string, unknown> | null) => {
      const nonce = `n-${chain.length}-${Object.keys(errors ?? {}).length}`;
      const remix = { manifest, routeModules, isSpaMode: false, future: {}, serverHandoffString: `{"page":"${nonce}"}` };
      const matches = chain.map((id) => ({ route: { id } }));
      return renderToString(
        createElement(
          components.RemixContext.Provider,
          { value: remix },
          createElement(
            UNSAFE_DataRouterContext.Provider,
            { value: { router: {}, static: true, staticContext: {} } as any },
            createElement(
              UNSAFE_DataRouterStateContext.Provider,
              { value: { matches, errors } as any },
              createElement(components.Links),
              createElement(components.Scripts, { nonce }),
            ),
          ),
        ),
      );
    };
    const chains = [
      ["root"],
      ["root", "routes/catalog"],
      ["root", "routes/catalog", "routes/catalog.$id"],
      ["root", "routes/orders"],
    ];
    const errorsAt = [null, { root: new Error("x") }, { "routes/catalog": new Error("x") }];
    let compared = 0;
    for (const manifest of [build("a"), build("b")]) {
      for (const round of [1, 2]) {
        for (const chain of chains) {
          for (const errors of errorsAt) {
            const what = `${chain.join(" > ")}, errors at ${Object.keys(errors ?? {})}, round ${round}`;
            expect(drawn(patched, manifest, chain, errors), what).toBe(drawn(pristine, manifest, chain, errors));
            compared++;
          }
        }
      }
    }
    expect(compared).toBe(2 * 2 * chains.length * errorsAt.length);
    const page = drawn(patched, build("b"), ["root", "routes/catalog"], null);
    expect(page).toContain('href="/assets/root-b.css"');
    expect(page).toContain('s.nonce="n-2-0"');
    expect(page).toContain('import * as route1 from \\"/assets/catalog.js\\"');
  });

  it("writes the scroll restoration script as published, on a worker's first page and on the later ones (decision 129)", async () => {
    const scrollFile = require.resolve("@remix-run/react/dist/scroll-restoration.js");
    type Scroll = { ScrollRestoration: ComponentType<any> };
    const patchedScroll = (require(scrollFile) as Scroll).ScrollRestoration;
    const publishedScroll = (published(scrollFile) as Scroll).ScrollRestoration;
    const drawn = (component: ComponentType<any>, props: Record<string, unknown>, isSpaMode = false) =>
      underDataRouter(
        createElement(patched.RemixContext.Provider, { value: { isSpaMode } }, createElement(component, props)),
        "/catalog/17/",
      );
    const propsTried = [{ nonce: "a" }, { nonce: "b", id: "restore" }, { getKey: (at: { pathname: string }) => at.pathname }];
    for (const round of [1, 2, 3]) {
      for (const props of propsTried) {
        const what = `${Object.keys(props).join(", ")}, page ${round}`;
        expect(await drawn(patchedScroll, props), what).toBe(await drawn(publishedScroll, props));
      }
    }
    expect(await drawn(patchedScroll, { nonce: "c" })).toContain('nonce="c"');
    expect(await drawn(patchedScroll, { nonce: "c" })).toContain('("positions", null)');
    expect(await drawn(patchedScroll, { nonce: "c" }, true)).toBe("");
  });
});
