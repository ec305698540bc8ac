import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/services/session/session.server";
import { Browser, marketplace, PORTAL, signedIn, usePortal } from "../support/portal";

// Every route module against the access rules: its loader (GET) and its action (POST) refuse each
// kind of viewer as the rules say (visitors to main with the page asked for, a role that may not to
// the page it came from, a phone on a wide-screen page a 403 that says why, no contract or no trustee
// flag to main), before any call of the marketplace, and let the others through. The unit twin of
// tests/e2e/guards.spec.ts, without a build or a browser. app/services/access/guards.server.test.ts
// checks the guard table itself over every role × trustee × contract × device; this, that every route
// names the rule its URL needs. The table below is written from the rules, not from the code.

usePortal();

type Module = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
};
const MODULES = import.meta.glob<Module>("/app/routes/*/route.{ts,tsx}");
const moduleOf = (id: string) => {
  const load = MODULES[`/app/routes/${id}/route.tsx`] ?? MODULES[`/app/routes/${id}/route.ts`];
  if (!load) throw new Error(`no route module ${id}`);
  return load();
};
const routeIds = Object.keys(MODULES).map((path) => path.split("/")[3]);

/** The kinds of viewer that tell the rules apart: demo 01's session with its role, flags and device changed. */
type Probe = "anonymous" | "owner" | "phone" | "noContract" | "noTrustee" | "manager" | "contentManager" | "service";
const PROBES: Probe[] = [
  "anonymous",
  "owner",
  "phone",
  "noContract",
  "noTrustee",
  "manager",
  "contentManager",
  "service",
];
type Role = "owner" | "manager" | "contentManager" | "service";
const ROLE_NAMES: Record<Role, string> = {
  owner: "ROLE_OWNER",
  manager: "ROLE_MANAGER",
  contentManager: "ROLE_CONTENT_MANAGER",
  service: "ROLE_ALLOWED_TO_SWITCH",
};
const roleOf = (probe: Exclude<Probe, "anonymous">): Role =>
  probe === "manager" || probe === "contentManager" || probe === "service" ? probe : "owner";

/** What the access rules demand of a URL, and where the URL itself leads (its own redirect). */
type Demands = {
  public?: true;
  /** Auth and registry pages: a signed-in user stays where they were. */
  guestOnly?: true;
  /** The roles sent back to the page they came from. */
  deny?: Role[];
  contract?: true;
  desktop?: true;
  trustee?: true;
  /** The b2b showcase: the previous page is kept, with a message. */
  closedSite?: true;
  /** Where the page itself leads those who may open it. */
  redirect?: string;
};

type Entry = {
  path: string;
  id: string;
  params?: Record<string, string>;
  demands: Demands;
  /** A resource route whose GET is no page of its own: only its form is guarded. */
  postOnly?: true;
};

const NOT_OWNERS: Role[] = ["manager", "contentManager", "service"];
const CATALOG: Demands = { contract: true };
const ORDERS: Demands = { deny: ["contentManager"], contract: true };

type Ids = { order: number; draft: number; sellerPromotion: number; marketplacePromotion: number };

function table({ order, draft, sellerPromotion, marketplacePromotion }: Ids): Entry[] {
  const seller = { siteId: "b2c", stockId: String(sellerPromotion) };
  const theirs = { product: "marketplace", siteId: "b2c", stockId: String(marketplacePromotion) };
  return [
    { path: "/", id: "_index", demands: { public: true } },
    { path: "/auth/", id: "auth._index", demands: { public: true, guestOnly: true } },
    { path: "/auth/remind/", id: "auth.remind", demands: { public: true, guestOnly: true } },
    { path: "/registry/", id: "registry._index", demands: { public: true, guestOnly: true } },
    { path: "/registry/confirm/", id: "registry.confirm", demands: { public: true, guestOnly: true } },
    { path: "/privacy-policy/", id: "privacy-policy", demands: { public: true } },
    { path: "/info-base/", id: "info-base._index", demands: { public: true } },
    {
      path: "/info-base/1/",
      id: "info-base.$categoryId._index",
      params: { categoryId: "1" },
      demands: { public: true },
    },
    {
      path: "/info-base/1/1/",
      id: "info-base.$categoryId.$articleId",
      params: { categoryId: "1", articleId: "1" },
      demands: { public: true },
    },
    { path: "/personal/", id: "personal._index", demands: { redirect: "/personal/settings/" } },
    { path: "/personal/settings/", id: "personal.settings", demands: {} },
    { path: "/personal/notice/", id: "personal.notice", demands: {} },
    { path: "/personal/company/", id: "personal.company._index", demands: {} },
    { path: "/personal/company/edit/", id: "personal.company.edit", demands: { deny: ["contentManager"] } },
    { path: "/personal/contracts/", id: "personal.contracts._index", demands: {} },
    { path: "/personal/contracts/added/", id: "personal.contracts.added", demands: { deny: ["contentManager"] } },
    { path: "/personal/contracts/offer/", id: "personal.contracts.offer.($id)", demands: { deny: ["contentManager"] } },
    { path: "/personal/documents/", id: "personal.documents", demands: {} },
    { path: "/personal/service/", id: "personal.service", demands: { deny: ["owner", "manager", "contentManager"] } },
    { path: "/personal/api-key/", id: "personal.api-key", demands: { deny: NOT_OWNERS, desktop: true } },
    { path: "/personal/workers/", id: "personal.workers._index", demands: { deny: NOT_OWNERS } },
    { path: "/personal/workers/added/", id: "personal.workers.added", demands: { deny: NOT_OWNERS } },
    {
      path: "/personal/workers/edit/10/",
      id: "personal.workers.edit.$id",
      params: { id: "10" },
      demands: { deny: NOT_OWNERS },
    },
    { path: "/catalog/", id: "catalog._index", demands: CATALOG },
    { path: "/catalog/onsale/", id: "catalog.onsale", demands: CATALOG },
    { path: "/catalog/ready/", id: "catalog.ready", demands: CATALOG },
    { path: "/catalog/moderation/", id: "catalog.moderation", demands: CATALOG },
    { path: "/catalog/archive/", id: "catalog.archive", demands: CATALOG },
    { path: "/catalog/loading/", id: "catalog.loading", demands: { ...CATALOG, desktop: true } },
    { path: "/catalog/price-quarantine/", id: "catalog.price-quarantine", demands: { ...CATALOG, desktop: true } },
    { path: "/catalog/added-nav/", id: "catalog.added-nav", demands: CATALOG },
    { path: "/catalog/added/", id: "catalog.added", demands: CATALOG },
    { path: "/catalog/update-barcode/", id: "catalog.update-barcode", demands: CATALOG },
    {
      path: `/catalog/edit/${draft}/`,
      id: "catalog.edit.$draftId",
      params: { draftId: String(draft) },
      demands: CATALOG,
    },
    {
      path: `/catalog/copy/${draft}/`,
      id: "catalog.copy.$draftId",
      params: { draftId: String(draft) },
      demands: CATALOG,
    },
    { path: "/catalog/added-copy/", id: "catalog.added-copy", demands: { ...CATALOG, trustee: true } },
    // The catalog's own resources: they serve its pages, so they ask what the catalog asks.
    { path: "/catalog/import/", id: "catalog.import", demands: CATALOG },
    { path: "/catalog/import-template/", id: "catalog.import-template", demands: CATALOG },
    { path: "/catalog/import-report/?job=x", id: "catalog.import-report", demands: CATALOG },
    { path: "/catalog/images/", id: "catalog.images", demands: CATALOG },
    { path: "/catalog/export/?view=all", id: "catalog.export", demands: CATALOG },
    { path: "/orders/", id: "orders.($name)", demands: ORDERS },
    { path: "/orders/in-work/", id: "orders.($name)", params: { name: "in-work" }, demands: ORDERS },
    { path: "/orders/export/", id: "orders.export", demands: ORDERS },
    { path: `/order/${order}/`, id: "order.$id", params: { id: String(order) }, demands: { ...ORDERS, desktop: true } },
    {
      path: `/order/${order}/items/`,
      id: "order.$id_.items",
      params: { id: String(order) },
      demands: { ...ORDERS, desktop: true },
    },
    {
      path: `/order/${order}/file/1/`,
      id: "order.$id_.file.$fileId",
      params: { id: String(order), fileId: "1" },
      demands: { ...ORDERS, desktop: true },
    },
    { path: "/stocks/", id: "stocks._index", demands: { redirect: "/stocks/marketplace/b2c/" } },
    {
      path: "/stocks/marketplace/b2c/",
      id: "stocks.$product.$siteId._index",
      params: { product: "marketplace", siteId: "b2c" },
      demands: {},
    },
    {
      path: "/stocks/marketplace/b2b/",
      id: "stocks.$product.$siteId._index",
      params: { product: "marketplace", siteId: "b2b" },
      demands: { closedSite: true },
    },
    {
      path: `/stocks/marketplace/b2c/${marketplacePromotion}/`,
      id: "stocks.$product.$siteId.$stockId._index",
      params: theirs,
      demands: {},
    },
    {
      path: `/stocks/marketplace/b2c/${marketplacePromotion}/added/`,
      id: "stocks.$product.$siteId.$stockId.added",
      params: theirs,
      demands: {},
    },
    { path: "/stocks/seller/b2c/", id: "stocks.seller.$siteId._index", params: { siteId: "b2c" }, demands: {} },
    {
      path: "/stocks/seller/b2b/",
      id: "stocks.seller.$siteId._index",
      params: { siteId: "b2b" },
      demands: { closedSite: true },
    },
    {
      path: "/stocks/seller/b2b/create/",
      id: "stocks.seller.$siteId.create",
      params: { siteId: "b2b" },
      demands: { closedSite: true },
    },
    { path: "/stocks/seller/b2c/create/", id: "stocks.seller.$siteId.create", params: { siteId: "b2c" }, demands: {} },
    {
      path: `/stocks/seller/b2c/${sellerPromotion}/`,
      id: "stocks.seller.$siteId.$stockId._index",
      params: seller,
      demands: {},
    },
    {
      path: `/stocks/seller/b2c/${sellerPromotion}/added/`,
      id: "stocks.seller.$siteId.$stockId.added",
      params: seller,
      demands: {},
    },
    {
      path: `/stocks/seller/b2c/${sellerPromotion}/edit/`,
      id: "stocks.seller.$siteId.$stockId.edit",
      params: seller,
      demands: {},
    },
    { path: "/documents/", id: "documents._index", demands: { redirect: "/documents/committee-report/" } },
    {
      path: "/documents/committee-report/",
      id: "documents.$type",
      params: { type: "committee-report" },
      demands: {},
    },
    { path: "/documents/upd/file/?link=x", id: "documents.$type_.file", params: { type: "upd" }, demands: {} },
    { path: "/logistic/", id: "logistic", demands: {} },
    // Opened as a page, the address shows the help modal over main; its form is the signed-in user's.
    { path: "/feedback/", id: "feedback", demands: {}, postOnly: true },
  ];
}

/**
 * Route modules outside the table, and why: no access rule applies to them.
 * A new route module must be added to the table or here.
 */
const UNGUARDED: Record<string, string> = {
  $: "the not-found page of any other path",
  "auth.logout": "anyone may sign out",
  readyz: "the proxy's readiness check",
  lite: "the light version's switch, for anyone",
  "personal.session": "the header's contract switcher: checked against the viewer's own contracts",
  "orders.new-count":
    "the header's count of new orders: 401 without a session, no count for a role the orders rule refuses",
  personal: "a layout: its menu is cut by the rules, the pages guard themselves",
  "personal.contracts": "a layout without a loader",
  "personal.workers": "a layout without a loader",
  stocks: "a layout: its menu is cut by the rules, the pages guard themselves",
};

/** The page a refused viewer came from (sent as Referer). */
const CAME_FROM = "/personal/settings/";

type Outcome = "allowed" | "login" | "back" | "main" | "narrow";

function expected(probe: Probe, demands: Demands): Outcome {
  if (probe === "anonymous") return demands.public ? "allowed" : "login";
  if (demands.guestOnly || demands.deny?.includes(roleOf(probe))) return "back";
  if (demands.desktop && probe === "phone") return "narrow";
  if (demands.contract && probe === "noContract") return "main";
  if (demands.trustee && probe === "noTrustee") return "main";
  if (demands.closedSite) return "back";
  return "allowed";
}

/** The viewer's session as the probe needs it: demo 01 signed in, its role and flags changed in the session store. */
async function browserFor(probe: Probe) {
  if (probe === "anonymous") return new Browser();
  const browser = await signedIn("79000000001", probe === "phone" ? "phone" : "desktop");
  const request = new Request(PORTAL, { headers: { Cookie: browser.cookie! } });
  const session = await getSession(request);
  const user = session.get("user")!;
  session.set("user", { ...user, roles: [ROLE_NAMES[roleOf(probe)]] as never, trustee: probe !== "noTrustee" });
  if (probe === "noContract") {
    session.set("activeContractId", null);
    session.set("activeContractNumber", null);
  }
  await commitSession(request, session);
  return browser;
}

/** The login target of a refused visitor: main, with the page asked for (without a posted form's `?index`). */
const loginTarget = (path: string) => (path === "/" ? "/" : `/?redirectTo=${encodeURIComponent(path)}`);

function verdict(answer: { status: number; location: string | null; data: any }, path: string, demands: Demands) {
  const refusalOf = (): Outcome | null => {
    if (answer.status === 403 && answer.data?.title === "Страница для широкого экрана") return "narrow";
    if (answer.status !== 302 || answer.location === demands.redirect) return null;
    if (answer.location === loginTarget(path)) return "login";
    if (answer.location === CAME_FROM) return "back";
    if (answer.location === "/") return "main";
    return null;
  };
  if (answer.status >= 500) return `${answer.status}`;
  return refusalOf() ?? "allowed";
}

let ids: Ids;
const browsers = new Map<Probe, Browser>();

beforeAll(async () => {
  const owner = await marketplace.as("79000000001");
  const first = async (method: string, path: string, body?: unknown) => (await owner(method, path, body)).items[0].id;
  ids = {
    order: await first("POST", "/suppliers-orders/personal/order/list?limit=1", { filter: {} }),
    draft: await first("POST", "/sp-products-catalog/product/draft/list?limit=1", { filter: {} }),
    sellerPromotion: await first("GET", "/suppliers-promotions/personal?limit=1&skip=0&siteId=b2c&source=seller"),
    marketplacePromotion: await first(
      "GET",
      "/suppliers-promotions/personal?limit=1&skip=0&siteId=b2c&source=marketplace",
    ),
  };
  for (const probe of PROBES) browsers.set(probe, await browserFor(probe));
});

describe("every route module guards its URL as the access rules say", () => {
  it("the table names every route module, or says why one has no guard", () => {
    const named = new Set([
      ...table({ order: 1, draft: 1, sellerPromotion: 1, marketplacePromotion: 1 }).map((entry) => entry.id),
      ...Object.keys(UNGUARDED),
    ]);
    expect(routeIds.filter((id) => !named.has(id))).toEqual([]);
  });

  for (const probe of PROBES) {
    it(`as ${probe}: GET each page and POST each form, refused before any marketplace call or let through`, async () => {
      const browser = browsers.get(probe)!;
      const mismatches: string[] = [];
      const refused = new Map<string, string>();
      for (const { path, id, params = {}, demands, postOnly } of table(ids)) {
        const route = await moduleOf(id);
        const want = expected(probe, demands);
        const [pathname, search = ""] = path.split("?");
        const methods = [
          ...(route.loader && !postOnly ? [["GET", path] as const] : []),
          // A form posts to an index route with `?index`, or the parent route gets it.
          ...(route.action
            ? [["POST", id.endsWith("_index") ? `${pathname}?index${search ? `&${search}` : ""}` : path] as const]
            : []),
        ];
        for (const [method, url] of methods) {
          browser.page = CAME_FROM;
          const answer =
            method === "GET"
              ? await browser.get(route as Required<Module>, url, params)
              : await browser.post(route as Required<Module>, url, { intent: "guard-check" }, params);
          const got = verdict(answer, path, demands);
          if (got !== want)
            mismatches.push(
              `${method} ${url}: expected ${want}, got ${got} (${answer.status} ${answer.location ?? ""})`,
            );
          if (want !== "allowed") refused.set(answer.requestId, `${method} ${url}`);
        }
      }
      for (const call of await marketplace.requests()) {
        const request = refused.get(call.requestId ?? "");
        if (request) mismatches.push(`${request}: refused after calling ${call.method} ${call.path}`);
      }
      expect(mismatches).toEqual([]);
    });
  }
});

describe("what a refusal leaves for the next page", () => {
  it("the closed b2b showcase keeps the previous page and says why there", async () => {
    const browser = browsers.get("manager")!;
    const list = await moduleOf("stocks.seller.$siteId._index");
    browser.page = "/catalog/";
    const answer = await browser.get(list as Required<Module>, "/stocks/seller/b2b/", { siteId: "b2b" });
    expect(answer).toMatchObject({ status: 302, location: "/catalog/" });
    const next = await browser.open((await moduleOf("catalog._index")) as Required<Module>, "/catalog/");
    expect(next.root.toast).toEqual({
      type: "warning",
      text: expect.stringMatching(/^Витрина для бизнеса \(b2b\) пока закрыта/),
    });
  });

  it("a form sent after its session ended is kept for its user over the sign-in, and nothing is sent", async () => {
    const copy = (await moduleOf("catalog.added-copy")) as Required<Module>;
    const browser = await signedIn("79000000001");
    const page = await browser.open(copy, "/catalog/added-copy/");
    const formKey = browser.formKey(page.root, "copy-products");
    browser.cookie = null; // the session ended elsewhere
    const answer = await browser.post(copy, "/catalog/added-copy/", {
      formKey,
      intent: "copy",
      contractType: "commission",
      productIds: ["1"],
    });
    expect(answer.status).toBe(302);
    const target = new URL(answer.location!, PORTAL);
    expect(target.pathname).toBe("/auth/");
    expect(target.searchParams.get("redirectTo")).toMatch(/^\/catalog\/added-copy\/\?restore=/);
    expect(await answer.calls()).toEqual([]);

    const again = await signedIn("79000000001");
    const back = await again.open(copy, target.searchParams.get("redirectTo")!);
    expect(back.root.toast).toMatchObject({ text: expect.stringContaining("ничего не отправлено") });
    expect(back.root.keptForm).not.toBeNull();
  });
});
