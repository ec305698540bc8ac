import { NOT_FOUND, PRIVATE_PAGES, PUBLIC_PAGES } from "./route-table";
import { DEMO, sidewaysScroll, signInRequest } from "./support";
import { expect, test } from "./test";

// The route table as an anonymous visitor sees it: status, redirect target and title. A check of the
// server's answer alone (the request fixture, no page) is the same with scripts or without: it runs
// once, in the nojs project.

// One visit per public page, on a 360 px phone screen: its status and title, its links, its width.
test.describe("public pages", () => {
  for (const { path, title } of PUBLIC_PAGES) {
    test(`${path} answers 200 with its title, links ending with a slash and no horizontal scroll at 360 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("h1")).toHaveCount(1);

      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(new URL(href, "http://portal").pathname, href).toMatch(/\/$/);

      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("private pages send anonymous visitors to main, keeping the wanted URL", () => {
  // A browser following one to the landing is the deep-link test below.
  for (const path of PRIVATE_PAGES) {
    test(`${path} @nojs`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/?redirectTo=${encodeURIComponent(path)}`);
    });
  }
});

test.describe("URLs that are not pages answer 404 with the Russian not-found page", () => {
  // Which URL is a page is the server's answer: each is asked without scripts, and one is also
  // drawn with scripts running (the root's not-found page hydrated).
  for (const path of NOT_FOUND) {
    test(path === "/no-such-page/" ? path : `${path} @nojs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle("Страница не найдена — Портал поставщика");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
      await expect(page.getByRole("link", { name: "На главную", exact: true })).toHaveAttribute("href", "/");
    });
  }
});

test.describe("a page URL without the trailing slash answers 301 to the one with it", () => {
  const cases = [
    ["/auth", "/auth/"],
    ["/catalog/edit/12", "/catalog/edit/12/"],
    ["/orders/in-work?page=2&sort=date", "/orders/in-work/?page=2&sort=date"],
    ["/no-such-page", "/no-such-page/"],
  ];
  for (const [from, to] of cases) {
    test(`${from} @nojs`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("static assets are served as they are @nojs", async ({ request }) => {
    const response = await request.get("/favicon.svg", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
  });
});

test.describe("security baseline", () => {
  const pages = [...PUBLIC_PAGES.map((page) => page.path), "/no-such-page/"];
  for (const path of pages) {
    test(`${path}: every script carries the CSP nonce @nojs`, async ({ request }) => {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"];
      const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toBeTruthy();
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["referrer-policy"]).toBeTruthy();

      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    });
  }

  test("a new nonce for every response @nojs", async ({ request }) => {
    const nonces = await Promise.all(
      [1, 2].map(
        async () => (await request.get("/auth/")).headers()["content-security-policy"].match(/'nonce-([^']+)'/)?.[1],
      ),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

test.describe("with JavaScript", () => {
  test("the app hydrates under the CSP and navigates without reloading @js", async ({ page }) => {
    const violations: string[] = [];
    const scriptErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    // A chunk that runs before its imports are ready (decision 033) fails here, not only in a widget.
    page.on("pageerror", (error) => scriptErrors.push(error.message));
    await page.goto("/privacy-policy/");
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("navigation", { name: "Дополнительно" }).getByRole("link", { name: "База знаний" }).click();
    await expect(page).toHaveURL(/\/info-base\/$/);
    await expect(page).toHaveTitle("База знаний — Портал поставщика");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(violations.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
    expect(scriptErrors).toEqual([]);
  });
});

test.describe("deep links", () => {
  test("the login link on main carries the deep link the visitor wanted", async ({ page }) => {
    await page.goto("/order/17/");
    await expect(page).toHaveURL("/?redirectTo=%2Forder%2F17%2F");
    await expect(page).toHaveTitle("Портал поставщика");
    await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toHaveAttribute(
      "href",
      "/auth/?redirectTo=%2Forder%2F17%2F",
    );
  });
});

// docs/decisions/036: one stylesheet for the whole portal, so no page can show a widget whose rules
// live in another area's file (the orders' page links were once unstyled that way). The first page
// carries the rules it uses inline and fetches the file (decisions 103, 123): either way, that one file.
test("every page of the route table links the one stylesheet and no other, as owner 01 @nojs", async ({ request }) => {
  await signInRequest(request, DEMO.owner);
  const stylesheetsOf: Record<string, string[]> = {};
  for (const path of [...PUBLIC_PAGES.map((page) => page.path), ...PRIVATE_PAGES, ...NOT_FOUND]) {
    const html = await (await request.get(path)).text();
    stylesheetsOf[path] = (html.match(/<link rel="(?:stylesheet|prefetch)" href="[^"]+\.css"/g) ?? []).map((link) =>
      link.replace(/.*\/assets\/(\w+)-[\w-]+\.css"$/, "$1"),
    );
  }
  const others = Object.entries(stylesheetsOf).filter(([, sheets]) => sheets.join() !== "app");
  expect(others).toEqual([]);
});
