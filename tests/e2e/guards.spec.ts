import { randomUUID } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { E2E } from "../../playwright.config";
import { EMULATOR_URL, emulator } from "./emulator";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";
import { expect, test } from "./test";

// The guard matrix: every route of the table for every kind of viewer, as the server answers it.
// Written from the product's access rules (docs/decisions/052, 013), not from the app's guard
// table, so a mistake in the table shows here.

const BASE = `http://127.0.0.1:${E2E.port}`;
const CAME_FROM = "/personal/settings/";

type ViewerName =
  "anonymous" | "owner" | "noCompany" | "noContract" | "manager" | "contentManager" | "service" | "mobileOwner";

const LOGINS: Record<Exclude<ViewerName, "anonymous">, string> = {
  owner: DEMO.owner,
  noCompany: DEMO.ownerWithoutCompany,
  noContract: DEMO.ownerWithoutContract,
  manager: DEMO.manager,
  contentManager: DEMO.contentManager,
  service: DEMO.service,
  mobileOwner: DEMO.owner,
};

/**
 * What a viewer gets: the page, the login (main with redirectTo), main, the page they came from,
 * a redirect, not found (an item that is not theirs: another company's promotion, another owner's
 * worker), or (a phone on a wide-screen page) a 403 that explains itself.
 */
type Outcome = "page" | "login" | "main" | "back" | "notFound" | "narrow" | { to: string };

type Demands = {
  public?: boolean;
  guestOnly?: boolean;
  deny?: ViewerName[];
  contract?: boolean;
  desktop?: boolean;
  trustee?: boolean;
  redirect?: string;
  /** An item of demo 01's company: a viewer of another company gets the not-found page. */
  ownData?: boolean;
  /** Allowed viewers for whom the item in the URL does not exist. */
  missingFor?: ViewerName[];
};

/** Workers and the API key are the owner's (docs/decisions/052): nobody else's, the service user included. */
const NOT_OWNERS: ViewerName[] = ["manager", "contentManager", "service"];
const WITHOUT_CONTRACT: ViewerName[] = ["noCompany", "noContract", "service"];
const OTHER_COMPANY: ViewerName[] = ["noContract"];

function expected(viewer: ViewerName, demands: Demands): Outcome {
  if (viewer === "anonymous") return demands.public ? "page" : "login";
  if (demands.guestOnly) return "back";
  if (demands.deny?.includes(viewer)) return "back";
  if (demands.desktop && viewer === "mobileOwner") return "narrow";
  if (demands.contract && WITHOUT_CONTRACT.includes(viewer)) return "main";
  if (demands.trustee && viewer !== "owner" && viewer !== "mobileOwner") return "main";
  if (demands.ownData && OTHER_COMPANY.includes(viewer)) return "notFound";
  if (demands.missingFor?.includes(viewer)) return "notFound";
  return demands.redirect ? { to: demands.redirect } : "page";
}

type Ids = { order: number; draft: number; sellerPromotion: number; marketplacePromotion: number; worker: number };

function routeTable(ids: Ids): [string, Demands][] {
  const catalog: Demands = { contract: true };
  const orders: Demands = { deny: ["contentManager"], contract: true };
  return [
    ["/", { public: true }],
    ["/auth/", { public: true, guestOnly: true }],
    ["/auth/remind/", { public: true, guestOnly: true }],
    ["/registry/", { public: true, guestOnly: true }],
    ["/registry/confirm/", { public: true, guestOnly: true }],
    ["/privacy-policy/", { public: true }],
    ["/info-base/", { public: true }],
    ["/personal/", { redirect: "/personal/settings/" }],
    ["/personal/settings/", {}],
    ["/personal/notice/", {}],
    ["/personal/company/", {}],
    ["/personal/company/edit/", { deny: ["contentManager"] }],
    ["/personal/contracts/", {}],
    ["/personal/contracts/added/", { deny: ["contentManager"] }],
    ["/personal/contracts/offer/", { deny: ["contentManager"] }],
    ["/personal/documents/", {}],
    ["/personal/service/", { deny: ["owner", "noCompany", "noContract", "manager", "contentManager", "mobileOwner"] }],
    ["/personal/api-key/", { deny: NOT_OWNERS, desktop: true }],
    ["/personal/workers/", { deny: NOT_OWNERS }],
    ["/personal/workers/added/", { deny: NOT_OWNERS }],
    // Worker 10 is owner 01's: for the other owners it does not exist.
    [`/personal/workers/edit/${ids.worker}/`, { deny: NOT_OWNERS, missingFor: ["noCompany", "noContract"] }],
    ["/catalog/", catalog],
    ["/catalog/onsale/", catalog],
    ["/catalog/ready/", catalog],
    ["/catalog/moderation/", catalog],
    ["/catalog/archive/", catalog],
    ["/catalog/loading/", { ...catalog, desktop: true }],
    ["/catalog/price-quarantine/", { ...catalog, desktop: true }],
    ["/catalog/added-nav/", catalog],
    ["/catalog/added/", catalog],
    ["/catalog/update-barcode/", catalog],
    [`/catalog/edit/${ids.draft}/`, catalog],
    [`/catalog/copy/${ids.draft}/`, catalog],
    ["/catalog/added-copy/", { ...catalog, trustee: true }],
    ["/orders/", orders],
    ["/orders/in-work/", orders],
    ["/orders/completed/", orders],
    ["/orders/del/", orders],
    [`/order/${ids.order}/`, { ...orders, desktop: true }],
    ["/stocks/", { redirect: "/stocks/marketplace/b2c/" }],
    ["/stocks/marketplace/b2c/", {}],
    [
      "/stocks/marketplace/b2b/",
      { deny: ["owner", "noCompany", "noContract", "manager", "contentManager", "service", "mobileOwner"] },
    ],
    [`/stocks/marketplace/b2c/${ids.marketplacePromotion}/`, {}],
    [`/stocks/marketplace/b2c/${ids.marketplacePromotion}/added/`, {}],
    ["/stocks/seller/b2c/", {}],
    [
      "/stocks/seller/b2b/",
      { deny: ["owner", "noCompany", "noContract", "manager", "contentManager", "service", "mobileOwner"] },
    ],
    ["/stocks/seller/b2c/create/", {}],
    [`/stocks/seller/b2c/${ids.sellerPromotion}/`, { ownData: true }],
    [`/stocks/seller/b2c/${ids.sellerPromotion}/added/`, { ownData: true }],
    [`/stocks/seller/b2c/${ids.sellerPromotion}/edit/`, { ownData: true }],
    ["/documents/", { redirect: "/documents/committee-report/" }],
    ["/documents/committee-report/", {}],
    ["/documents/upd/", {}],
    ["/logistic/", {}],
  ];
}

/** Ids of demo 01's real data, so pages that load an item find it. */
async function demoIds(): Promise<Ids> {
  const login = await fetch(`${EMULATOR_URL}/suppliers-users/auth/v2/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Site": "seller" },
    body: JSON.stringify({ username: DEMO.owner, password: DEMO_PASSWORD, remember: false }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${EMULATOR_URL}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "X-Site": "seller" },
      body: body ? JSON.stringify(body) : undefined,
    });
    return ((await response.json()) as { items: { id: number }[] }).items[0].id;
  };
  return {
    order: await call("POST", "/suppliers-orders/personal/order/list?limit=1", { filter: {} }),
    draft: await call("POST", "/sp-products-catalog/product/draft/list?limit=1", { filter: {} }),
    sellerPromotion: await call("GET", "/suppliers-promotions/personal?limit=1&skip=0&siteId=b2c&source=seller"),
    marketplacePromotion: await call(
      "GET",
      "/suppliers-promotions/personal?limit=1&skip=0&siteId=b2c&source=marketplace",
    ),
    worker: 10,
  };
}

async function contextFor(viewer: ViewerName): Promise<APIRequestContext> {
  const mobile = viewer === "mobileOwner";
  const context = await playwrightRequest.newContext({
    baseURL: BASE,
    extraHTTPHeaders: mobile
      ? { "Sec-CH-UA-Mobile": "?1", "User-Agent": "Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36" }
      : { "Sec-CH-UA-Mobile": "?0" },
  });
  if (viewer !== "anonymous") {
    const login = await context.post("/auth/", {
      form: { intent: "login", username: LOGINS[viewer], password: DEMO_PASSWORD, remember: "on", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(login.status(), `login as ${viewer}`).toBe(302);
  }
  return context;
}

function locationFor(outcome: Exclude<Outcome, "page" | "notFound" | "narrow">, path: string) {
  if (outcome === "login") return path === "/" ? "/" : `/?redirectTo=${encodeURIComponent(path)}`;
  if (outcome === "main") return "/";
  if (outcome === "back") return CAME_FROM;
  return outcome.to;
}

/** Pages with an action (forms post to them); a post to an index route takes `?index` (Remix). */
const ACTIONS = new Set([
  "/",
  "/auth/",
  "/auth/remind/",
  "/registry/",
  "/registry/confirm/",
  "/personal/service/",
  "/personal/company/edit/",
  "/personal/contracts/offer/",
  "/personal/settings/",
  "/personal/api-key/",
  "/personal/workers/",
  "/personal/workers/added/",
  "/catalog/",
  "/catalog/onsale/",
  "/catalog/ready/",
  "/catalog/moderation/",
  "/catalog/archive/",
  "/catalog/price-quarantine/",
  "/catalog/added/",
  "/catalog/update-barcode/",
  "/catalog/added-copy/",
]);
const INDEX_ROUTES = new Set(["/", "/auth/", "/registry/", "/personal/workers/"]);
/** The promotions' pages with an action: their paths hold ids; a promotion's page is an index route. */
const PROMOTION_ACTION = /^\/stocks\/(marketplace|seller)\/b2c\/(create\/|\d+\/(added\/|edit\/)?)$/;
const PROMOTION_INDEX = /^\/stocks\/(marketplace|seller)\/b2c\/\d+\/$/;
/** Pages with an id in the path and an action: promotions, workers, the product editor. */
const hasAction = (path: string) =>
  ACTIONS.has(path) ||
  PROMOTION_ACTION.test(path) ||
  path.startsWith("/personal/workers/edit/") ||
  /^\/catalog\/(edit|copy)\/\d+\/$/.test(path);
const isIndex = (path: string) => INDEX_ROUTES.has(path) || PROMOTION_INDEX.test(path);

const VIEWERS: ViewerName[] = [
  "anonymous",
  "owner",
  "noCompany",
  "noContract",
  "manager",
  "contentManager",
  "service",
  "mobileOwner",
];

test.describe("the guard matrix", () => {
  let ids: Ids;
  test.beforeAll(async () => {
    ids = await demoIds();
  });

  for (const viewer of VIEWERS) {
    test(`GET every route as ${viewer} @nojs`, async () => {
      const context = await contextFor(viewer);
      const mismatches: string[] = [];
      for (const [path, demands] of routeTable(ids)) {
        const outcome = expected(viewer, demands);
        const response = await context.get(path, { maxRedirects: 0, headers: { Referer: `${BASE}${CAME_FROM}` } });
        const got = response.status() === 200 ? "200" : `${response.status()} → ${response.headers().location}`;
        const want =
          outcome === "page"
            ? "200"
            : outcome === "notFound"
              ? "404 → undefined"
              : outcome === "narrow"
                ? "403 → undefined"
                : `302 → ${locationFor(outcome, path)}`;
        if (got !== want) mismatches.push(`${path}: expected ${want}, got ${got}`);
        if (outcome === "narrow" && !(await response.text()).includes("Страница для широкого экрана"))
          mismatches.push(`${path}: a phone was refused without the explanation`);
      }
      expect(mismatches).toEqual([]);
      await context.dispose();
    });
  }

  for (const viewer of VIEWERS) {
    test(`POST every route as ${viewer}: refused like its GET, never acted on @nojs`, async () => {
      const context = await contextFor(viewer);
      const mismatches: string[] = [];
      for (const [path, demands] of routeTable(ids)) {
        const outcome = expected(viewer, demands);
        const target = hasAction(path) ? `${path}${isIndex(path) ? "?index" : ""}` : path;
        const response = await context.post(target, {
          form: { intent: "guard-check" },
          maxRedirects: 0,
          headers: { Referer: `${BASE}${CAME_FROM}` },
        });
        const got = `${response.status()}${response.headers().location ? ` → ${response.headers().location}` : ""}`;
        if (!hasAction(path)) {
          // A page without an action does nothing with a POST, whoever sends it.
          if (response.status() !== 405) mismatches.push(`${path}: expected 405, got ${got}`);
        } else if (outcome !== "page" && outcome !== "notFound" && typeof outcome === "string") {
          const want = outcome === "narrow" ? "403" : `302 → ${locationFor(outcome, path)}`;
          if (got !== want) mismatches.push(`${path}: expected ${want}, got ${got}`);
        } else if (response.status() === 302 && response.headers().location === locationFor("back", path)) {
          mismatches.push(`${path}: an allowed viewer was refused (${got})`);
        } else if (response.status() >= 500) {
          mismatches.push(`${path}: an unexpected form broke the page (${got})`);
        }
      }
      expect(mismatches).toEqual([]);
      await context.dispose();
    });
  }

  test("a refused POST is refused like its GET, and a foreign one is refused outright @nojs", async () => {
    const manager = await contextFor("contentManager");
    const refusedLogin = await manager.post("/auth/", {
      form: { intent: "login", username: DEMO.owner, password: DEMO_PASSWORD },
      maxRedirects: 0,
      headers: { Referer: `${BASE}${CAME_FROM}` },
    });
    expect(refusedLogin.status()).toBe(302);
    expect(refusedLogin.headers().location).toBe(CAME_FROM);

    const anonymous = await contextFor("anonymous");
    const login = { intent: "login", username: DEMO.owner, password: DEMO_PASSWORD };
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      for (const target of ["/auth/", "/auth/?_data=routes%2Fauth._index"]) {
        const refused = await anonymous.post(target, { form: login, maxRedirects: 0, headers });
        expect(refused.status(), `${target} with ${JSON.stringify(headers)}`).toBe(403);
        expect(await refused.text()).toContain("Запрос отклонён");
        expect(refused.headers()["set-cookie"]).toBeUndefined();
      }
    }
    await Promise.all([manager.dispose(), anonymous.dispose()]);
  });
});

test("a narrow window is told why a page is not offered on phones, even when the browser did not say it is a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.request.post("/auth/", {
    form: { intent: "login", username: DEMO.owner, password: DEMO_PASSWORD, remember: "on" },
    maxRedirects: 0,
  });
  await page.goto("/catalog/");
  await page.goto("/catalog/loading/");
  await expect(page).toHaveURL("/catalog/loading/");
  await expect(page.getByRole("heading", { level: 1, name: "Страница для широкого экрана" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Загрузка товаров" })).toBeHidden();
});

test.describe("the service user and the owner's pages", () => {
  /** What those pages call upstream: none of it may leave the portal for a viewer it refuses. */
  const OWNER_CALLS = /^\/(suppliers-users\/managers|suppliers-api)\b/;

  /** Opens a page from the settings the way a user would: a document load without JS, a client navigation with it. */
  async function openFromSettings(page: Page, path: string, javaScriptEnabled: boolean) {
    if (!javaScriptEnabled) {
      await page.goto(path, { referer: `${BASE}${CAME_FROM}` });
      return;
    }
    // The router's promise settles once the navigation, redirects included, is over.
    await page.evaluate(
      (to) =>
        (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
          to,
        ),
      path,
    );
  }

  test("is refused workers and the API key by the portal itself, with no call of the marketplace, and is offered neither", async ({
    page,
    javaScriptEnabled,
  }) => {
    const requestId = `service-${randomUUID()}`;
    await signIn(page, DEMO.service);
    await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
    await page.goto(CAME_FROM);
    const area = page.getByRole("navigation", { name: "Личный кабинет" });
    await expect(area.getByRole("link")).toHaveText([
      "Настройки профиля",
      "Уведомления",
      "Данные компании",
      "Договоры",
      "Документы компании",
      "Сервисные функции",
    ]);

    for (const path of [
      "/personal/workers/",
      "/personal/workers/added/",
      "/personal/workers/edit/10/",
      "/personal/api-key/",
    ]) {
      await openFromSettings(page, path, javaScriptEnabled);
      await expect(page, path).toHaveURL(CAME_FROM);
      await expect(page.getByRole("heading", { level: 1, name: "Настройки профиля" })).toBeVisible();
    }
    const posts: [string, Record<string, string>][] = [
      ["/personal/workers/?index", { intent: "block", worker: "10" }],
      ["/personal/workers/?index", { intent: "send-link", worker: "10" }],
      ["/personal/api-key/", { intent: "reveal" }],
      ["/personal/api-key/", { intent: "create" }],
    ];
    for (const [path, form] of posts) {
      const refused = await page.request.post(path, {
        form,
        maxRedirects: 0,
        headers: { Referer: `${BASE}${CAME_FROM}`, "X-Request-Id": requestId },
      });
      expect(`${refused.status()} → ${refused.headers().location}`, `POST ${path} ${form.intent}`).toBe(
        `302 → ${CAME_FROM}`,
      );
    }

    const calls = await emulator.requestsOf(requestId);
    // The settings page itself reached the marketplace under the same id: the log does see this test's calls.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => OWNER_CALLS.test(call.path)).map((call) => `${call.method} ${call.path}`)).toEqual(
      [],
    );
  });
});
