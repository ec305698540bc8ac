import { type Page } from "@playwright/test";
import { DEMO, signIn } from "./support";
import { expect, test } from "./test";

// What a slow phone's first screen waits for. docs/decisions/103: the first page a browser gets carries
// the stylesheet inline, so a slow network paints it without a second round trip, and fetches the file
// behind it; the pages after it link the file the browser now holds. Either way the page is drawn with
// the same rules. docs/decisions/123: the first page carries only the rules its HTML uses, and with scripts
// links the file once hydrated. docs/decisions/104: the scripts are asked for and run after the first
// paint, not before it.

const STYLESHEET = /^\/assets\/app-[\w-]+\.css$/;
const inlineStyles = (page: Page) => page.locator("head style");
const linkedStylesheet = (page: Page) => page.locator('head link[rel="stylesheet"]');
/** A rule only the stylesheet sets: every layout's page is a column of flex boxes. */
const expectStyled = (page: Page) => expect(page.locator(".page").first()).toHaveCSS("display", "flex");

test("the first page carries the stylesheet inline and fetches the file; the next page links it", async ({
  page,
  javaScriptEnabled,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const fetched = page.waitForResponse((response) => STYLESHEET.test(new URL(response.url()).pathname));
  await page.goto("/");
  await expect(inlineStyles(page)).toHaveCount(1);
  // Hydrated, the page links the whole file too: what the script draws next may use any rule.
  await expect(linkedStylesheet(page)).toHaveCount(javaScriptEnabled ? 1 : 0);
  await expectStyled(page);
  expect((await fetched).status()).toBe(200);
  const cookie = (await page.context().cookies()).find((one) => one.name === "styles");
  expect(cookie?.value).toMatch(/^app-[\w-]+$/);

  await page.getByRole("banner").getByRole("link", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/auth\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectStyled(page);
  // A page opened by the script keeps the styles its document came with, the file linked beside them:
  // the sign-in page's own rules (its area's, not the landing's) apply.
  if (javaScriptEnabled) {
    await expect(inlineStyles(page)).toHaveCount(1);
    await expect(linkedStylesheet(page)).toHaveAttribute("href", STYLESHEET);
    await expect(page.locator(".auth-links")).toHaveCSS("display", "flex");
  }

  await page.reload();
  await expect(inlineStyles(page)).toHaveCount(0);
  await expect(linkedStylesheet(page)).toHaveAttribute("href", STYLESHEET);
  await expectStyled(page);
  expect(problems).toEqual([]);
});

/** Pages of every area of the stylesheet, each as a visitor or as the owner sees it. */
const PAGES_OF_EVERY_AREA = {
  visitor: ["/", "/auth/", "/registry/", "/privacy-policy/", "/info-base/"],
  owner: [
    "/",
    "/catalog/",
    "/catalog/edit/12/",
    "/catalog/import/",
    "/orders/",
    "/order/1/",
    "/stocks/marketplace/b2c/",
    "/stocks/marketplace/b2c/1/",
    "/documents/committee-report/",
    "/personal/",
    "/personal/company/edit/",
    "/personal/workers/",
  ],
};

/** What each element of the page is drawn with, in the document's order: its box, its text, its colours. */
const drawnWith = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      "display",
      "position",
      "width",
      "height",
      "margin",
      "padding",
      "border-width",
      "font-size",
      "font-weight",
      "color",
      "background-color",
      "grid-template-columns",
      "flex-wrap",
      "gap",
      "white-space",
      "visibility",
    ];
    return [...document.body.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""} ${properties.map((name) => style.getPropertyValue(name)).join(" ")}`;
    });
  });

test("a first page's own rules draw it as the whole stylesheet does, on every area's pages @nojs", async ({ page }) => {
  const differences: string[] = [];
  // A public page's two versions share their ETag (decision 103): with the cache a reload would get a
  // 304 and keep the first.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
  const compare = async (path: string) => {
    await page.context().clearCookies({ name: "styles" });
    await page.goto(path);
    await expect(inlineStyles(page)).toHaveCount(1);
    const inline = await drawnWith(page);
    await page.reload();
    await expect(linkedStylesheet(page)).toHaveCount(1);
    const linked = await drawnWith(page);
    const first = inline.findIndex((drawn, index) => drawn !== linked[index]);
    if (first >= 0 || inline.length !== linked.length) {
      differences.push(`${path}: ${inline[first] ?? "(ends)"} ≠ ${linked[first] ?? "(ends)"}`);
    }
  };
  for (const path of PAGES_OF_EVERY_AREA.visitor) await compare(path);
  await signIn(page, DEMO.owner);
  for (const path of PAGES_OF_EVERY_AREA.owner) await compare(path);
  expect(differences).toEqual([]);
});

test("a browser that names an older stylesheet gets the current one inline again @nojs", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "styles", value: "app-0ld", url: baseURL! }]);
  await page.goto("/info-base/");
  await expect(inlineStyles(page)).toHaveCount(1);
  await expectStyled(page);
  const cookie = (await page.context().cookies()).find((one) => one.name === "styles");
  expect(cookie?.value).not.toBe("app-0ld");
});

test("the page is painted before its scripts are asked for, and then they hydrate it @js", async ({ page }) => {
  // When the route modules' script has run: it sets window.__remixRouteModules.
  await page.addInitScript(() => {
    let modules: unknown;
    Object.defineProperty(window, "__remixRouteModules", {
      configurable: true,
      get: () => modules,
      set(value) {
        modules = value;
        (window as unknown as { modulesRanAt: number }).modulesRanAt = performance.now();
      },
    });
  });
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") chunks.push(request.url());
  });
  await page.goto("/auth/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const { painted, ran, firstAskedAt } = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script" || entry.name.endsWith(".js"));
    return {
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      ran: (window as unknown as { modulesRanAt?: number }).modulesRanAt,
      firstAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(chunks.length).toBeGreaterThan(0);
  expect(painted).toBeGreaterThan(0);
  expect(firstAskedAt).toBeGreaterThan(painted!);
  expect(ran).toBeGreaterThan(painted!);
  // The page names no module script or preload of its own: they are made after the paint.
  expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
});
