import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The patch of @remix-run/server-runtime (patches/, docs/decisions/129): the route modules Remix hands
// the page's render are listed once for each build, not for every page.

const require = createRequire(import.meta.url);
const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
  createEntryRouteModules: (routes: Record<string, { module: unknown }>) => Record<string, unknown>;
};

describe("the route modules of a build", () => {
  it("are every route's module, listed once for one build and again for another", () => {
    const root = { default: () => null };
    const catalog = { default: () => null, loader: () => null };
    const build = { root: { module: root }, "routes/catalog": { module: catalog } };
    const listed = createEntryRouteModules(build);
    expect(listed).toEqual({ root, "routes/catalog": catalog });
    expect(createEntryRouteModules(build)).toBe(listed);

    const next = { root: { module: { default: () => null } } };
    expect(createEntryRouteModules(next)).toEqual({ root: next.root.module });
  });
});
