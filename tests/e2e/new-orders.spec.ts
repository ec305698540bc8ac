import { randomUUID } from "node:crypto";
import { type Page } from "@playwright/test";
import { emulator, marketplaceAs } from "./emulator";
import { sidewaysScroll, signIn } from "./support";
import { expect, test } from "./test";

// New orders reach the supplier who keeps the portal open (docs/decisions/102): the header's count on
// every page, drawn by the server; with scripts, a tab in front asks again once a minute, puts the
// count before its title and tells screen readers. An order prints as a packing list.
// One at a time: each test places orders and reads what its user has seen.
test.describe.configure({ mode: "serial" });

const STATS = "/suppliers-orders/personal/stats/status";
/** ORDER_COUNTS_REFRESH_S in playwright.config.ts: how long a count taken from the marketplace is reused. */
const REFRESH_MS = 2_000;
/** Supplier 08 (ИнтерьерТорг, company 4): no other test opens its orders or places any. */
const SUPPLIER_08 = { phone: "79000000008", contractorId: 4 };

const countLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Новые заказы: / });
/** Past the shared count's lifetime, so the next page draw or poll takes a new one. */
const countExpires = () => new Promise((resolve) => setTimeout(resolve, REFRESH_MS + 500));

test("without scripts the header counts the orders placed since the list was opened, on every page, through a failing marketplace, and leads to them @js", async ({
  browser,
}) => {
  // Run by the js project only, in a browser without scripts: every test that places orders for
  // supplier 08 runs in one project, one after another, so each knows what its count must be.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, SUPPLIER_08.phone);
  await page.goto("/orders/");
  await page.goto("/personal/settings/");
  await expect(countLink(page)).toHaveCount(0);

  await emulator.placeOrder(SUPPLIER_08.contractorId);
  await countExpires();
  await page.goto("/personal/settings/");
  await expect(countLink(page)).toHaveText("Новые заказы: 1");
  await expect(countLink(page)).toHaveAttribute("href", "/orders/?sort=-orderCreatedAt");
  // On a phone the count, the contract switcher and «Выйти» take a second line rather than pushing
  // «Выйти» off the screen.
  const desktop = page.viewportSize()!;
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 640 });
    await expect(countLink(page)).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("banner").getByRole("button", { name: "Выйти" })).toBeInViewport({ ratio: 1 });
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(desktop);

  // The marketplace fails the next count: the page draws, with the count it had. The count is shared
  // by the contract's sessions, and other tests sign in as supplier 08 (layout, workplace): one of
  // their pages may take the new count first, so the page is drawn again until it is the one that asks.
  const requestId = `new-orders-${randomUUID()}`;
  await emulator.addFault({ pathPrefix: STATS, status: 503, requestId });
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await expect(async () => {
    await countExpires();
    const failed = await page.goto("/catalog/");
    expect(failed?.status()).toBe(200);
    expect((await emulator.requestsOf(requestId)).some((call) => call.path === STATS && call.status === 503)).toBe(
      true,
    );
  }).toPass({ intervals: [0], timeout: 20_000 });
  await page.setExtraHTTPHeaders({});
  await expect(countLink(page)).toHaveText("Новые заказы: 1");

  // The list opened from the count, newest first: the count starts again.
  await countLink(page).click();
  await expect(page).toHaveURL("/orders/?sort=-orderCreatedAt");
  await page.goto("/catalog/");
  await expect(countLink(page)).toHaveCount(0);
  await context.close();
});

test("a new order reaches a tab left open within the minute: the count, the tab's title, a word to screen readers @js", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, SUPPLIER_08.phone);
  await page.goto("/orders/");
  await page.goto("/catalog/");
  await expect(countLink(page)).toHaveCount(0);
  const title = await page.title();

  await emulator.placeOrder(SUPPLIER_08.contractorId);
  await countExpires();
  await page.clock.fastForward(60_000);
  await expect(countLink(page)).toHaveText("Новые заказы: 1");
  await expect(page).toHaveTitle(`(1) ${title}`);
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("Новый заказ");

  // A client navigation keeps the count before the new page's title.
  await page.getByRole("navigation", { name: "Разделы" }).getByRole("link", { name: "Личный кабинет" }).click();
  await expect(page).toHaveTitle(/^\(1\) /);
});

/** Makes the page believe it is hidden or shown again, as switching tabs does. */
async function showTab(page: Page, shown: boolean) {
  await page.evaluate((visible) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => !visible });
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (visible ? "visible" : "hidden"),
    });
    document.dispatchEvent(new Event("visibilitychange"));
  }, shown);
}

test("a hidden tab asks nothing, asks once on return, then once a minute @js", async ({ page }) => {
  await page.clock.install();
  await signIn(page, SUPPLIER_08.phone);
  await page.goto("/personal/settings/");
  // Hydrated, with the header's poller: the settings' notifications no longer say they need JavaScript.
  await expect(page.getByRole("region", { name: "Уведомления" }).getByRole("status")).not.toHaveText(/JavaScript/);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/orders/new-count/") asked.push(request.url());
  });

  await showTab(page, false);
  await page.clock.fastForward(5 * 60_000);
  await page.waitForTimeout(500);
  expect(asked).toHaveLength(0);

  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/orders/new-count/");
  await showTab(page, true);
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  expect(asked).toHaveLength(1);

  await page.clock.fastForward(30_000);
  await page.waitForTimeout(500);
  expect(asked).toHaveLength(1);
  await page.clock.fastForward(31_000);
  await expect.poll(() => asked.length).toBe(2);
});

/**
 * The browser's notifications, stood in for: the headless browser answers "denied" whatever it is
 * granted. Its permission is kept across reloads as a browser keeps it; what it shows is recorded.
 */
function fakeNotifications() {
  const shown: { title: string; body?: string }[] = [];
  class FakeNotification {
    static get permission() {
      return localStorage.getItem("fake-permission") ?? "default";
    }
    static async requestPermission() {
      localStorage.setItem("fake-permission", "granted");
      return "granted";
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      shown.push({ title, body: options?.body });
    }
  }
  Object.assign(window, { Notification: FakeNotification, shownNotifications: shown });
}

test("notifications of new orders only once the user asks for them in the settings, then one per growth @js", async ({
  page,
}) => {
  await page.addInitScript(fakeNotifications);
  await page.clock.install();
  await signIn(page, SUPPLIER_08.phone);
  await page.goto("/orders/");
  await page.goto("/personal/settings/");
  const notifications = page.getByRole("region", { name: "Уведомления" });
  await notifications.getByRole("button", { name: "Уведомлять о новых заказах" }).click();
  await expect(notifications.getByRole("status")).toHaveText("Уведомления о новых заказах включены в этом браузере.");
  await page.reload();
  await expect(notifications.getByRole("button", { name: "Не уведомлять" })).toBeVisible();

  await emulator.placeOrder(SUPPLIER_08.contractorId);
  await countExpires();
  await page.clock.fastForward(60_000);
  await expect(countLink(page)).toHaveText("Новые заказы: 1");
  const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications);
  expect(await shown()).toEqual([{ title: "Новые заказы: 1", body: "Откройте список заказов" }]);

  // Turned off: the next order shows in the header only.
  await notifications.getByRole("button", { name: "Не уведомлять" }).click();
  await expect(notifications.getByRole("button", { name: "Уведомлять о новых заказах" })).toBeVisible();
  await emulator.placeOrder(SUPPLIER_08.contractorId);
  await countExpires();
  await page.clock.fastForward(60_000);
  await expect(countLink(page)).toHaveText("Новые заказы: 2");
  expect(await shown()).toHaveLength(1);
});

test("without scripts the settings say notifications need them @nojs", async ({ page }) => {
  await signIn(page, SUPPLIER_08.phone);
  await page.goto("/personal/settings/");
  await expect(page.getByRole("region", { name: "Уведомления" }).getByRole("status")).toHaveText(
    /работают при включённом JavaScript/,
  );
});

test("an order prints as a packing list: its number, dates, store and items, without the site around it", async ({
  page,
}, testInfo) => {
  await signIn(page, SUPPLIER_08.phone);
  // One of the supplier's orders as the marketplace lists them: placing one here would count in the
  // other project's tests of the header.
  const api = await marketplaceAs(SUPPLIER_08.phone);
  const { items } = (await api("POST", "/suppliers-orders/personal/order/list?limit=1", { filter: {} })) as {
    items: { id: number; number: string }[];
  };
  const order = items[0];
  await page.goto(`/order/${order.id}/`);
  const print = page.getByRole("button", { name: "Печать" });
  await expect(print).toHaveCount(testInfo.project.name === "js" ? 1 : 0);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: `Заказ № ${order.number}` })).toBeVisible();
  for (const term of ["Статус", "Создан", "Отгрузка", "Склад"])
    await expect(page.getByText(term, { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Состав заказа" });
  await expect(table).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(3);
  await expect(table.getByRole("columnheader", { name: "Количество" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Итого" })).toBeVisible();
  for (const chrome of [".site-header", ".main-nav", ".site-footer", ".help-link"]) {
    await expect(page.locator(chrome)).toBeHidden();
  }
  await expect(print).toBeHidden();
  await expect(page.getByRole("link", { name: "← К списку заказов" })).toBeHidden();
  const colours = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return [style.color, style.backgroundColor];
  });
  expect(colours).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);
  // On an A4 page's width (its 210 mm less the printer's margins) no heading or figure is broken across
  // two lines: «Количест / во», «23 859 / ₽».
  await page.setViewportSize({ width: 718, height: 1000 });
  const broken = await table.evaluate((table) =>
    [...table.querySelectorAll("thead th, td")]
      .filter((cell) => {
        const contents = document.createRange();
        contents.selectNodeContents(cell);
        return new Set([...contents.getClientRects()].map((line) => Math.round(line.top))).size > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken).toEqual([]);
  // Rows are not cut across pages.
  expect(
    await table
      .locator("tr")
      .first()
      .evaluate((row) => getComputedStyle(row).breakInside),
  ).toBe("avoid");
});
