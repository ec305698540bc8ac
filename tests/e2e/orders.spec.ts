import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { devices, type Page } from "@playwright/test";
import { emulator, marketplaceAs } from "./emulator";
import { DEMO, DEMO_PASSWORD, signIn, VAT_RATES } from "./support";
import { expect, test } from "./test";

// The order list against the emulator's data, with JavaScript on and off: counts, tabs,
// pages, filters as URL state that the emulator receives, stores from the cached dictionary.

const ORDERS = "/suppliers-orders";
const ordersApi = () => marketplaceAs(DEMO.owner);

const statuses = (page: Page) => page.locator(".orders-table tbody td:nth-child(4)").allTextContents();
const numbers = (page: Page) => page.locator(".orders-table tbody th").allTextContents();
const tab = (page: Page, title: string) =>
  page.getByRole("navigation", { name: "Заказы по статусу" }).getByRole("link", { name: new RegExp(`^${title}`) });

test("the tabs show the emulator's counts and list only their statuses", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const counts = await (await ordersApi())("GET", `${ORDERS}/personal/stats/status`);
  await page.goto("/orders/");
  await expect(page.getByRole("heading", { level: 1, name: "Заказы" })).toBeVisible();
  for (const [title, count] of [
    ["Все заказы", counts.all],
    ["В работе", counts["in-work"]],
    ["Выполненные", counts.completed],
    ["Отменённые", counts.del],
  ]) {
    await expect(tab(page, title)).toHaveText(`${title}${count}`);
  }
  await expect(page.getByText(`Найдено заказов: ${counts.all}`)).toBeVisible();
  await expect(page.getByText("Ближайшие отгрузки")).toBeVisible();

  for (const [path, allowed] of [
    ["/orders/in-work/", ["Новый", "В работе"]],
    ["/orders/completed/", ["Выполнен"]],
    ["/orders/del/", ["Отменён"]],
  ] as const) {
    await page.goto(path);
    const shown = await statuses(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.every((status) => (allowed as readonly string[]).includes(status)),
      path,
    ).toBe(true);
  }
});

test("page 2 differs from page 1, and a number leads to its order", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/orders/");
  const first = await numbers(page);
  expect(first).toHaveLength(30);
  await page.getByRole("navigation", { name: "Страницы" }).getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/\/orders\/\?page=2$/);
  await expect(page.getByRole("navigation", { name: "Страницы" }).locator("[aria-current=page]")).toHaveText("2");
  await expect.poll(async () => (await numbers(page)).some((number) => first.includes(number))).toBe(false);
  const second = await numbers(page);
  expect(second.some((number) => first.includes(number))).toBe(false);
  const link = page.locator(".orders-table tbody th a").first();
  await expect(link).toHaveAttribute("href", /^\/order\/\d+\/$/);
});

// Without scripts a number is a plain link, followed as one by «back from an order returns to the list…».
test("with scripts an order's number opens its page as a client navigation, in the server's rows and in the browser's @js", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto("/orders/");
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  // The rows the server drew, which the browser keeps as they are.
  await page.locator(".orders-table tbody th a").first().click();
  await expect(page).toHaveURL(/\/order\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Заказ № / })).toBeVisible();
  await page.goBack();
  // The rows the browser drew after a client navigation.
  await tab(page, "В работе").click();
  await expect(page).toHaveURL(/\/orders\/in-work\/$/);
  const number = await page.locator(".orders-table tbody th a").first().textContent();
  await page.locator(".orders-table tbody th a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${number}` })).toBeVisible();
  expect(documents).toEqual([]);
});

test("on a phone the orders start on the first screen, the filters folded, and the page links are separate 40 px targets", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await signIn(page, DEMO.owner);
  // A period narrows the list (one filter, whatever it keeps); the sort is no filter.
  await page.goto("/orders/?from=2000-01-01&sort=-totalAmount");
  await expect(page.locator(".orders-table tbody tr").first()).toBeInViewport();
  const filters = page.locator("summary", { hasText: "Фильтры" });
  await expect(filters).toContainText("Фильтры · 1");
  await expect(filters).toHaveAccessibleName("Фильтры, активных: 1");
  await expect(page.getByLabel("Номер заказа")).toBeHidden();
  const reset = page.getByRole("link", { name: "Сбросить фильтры" });
  await expect(reset).toBeInViewport();
  await expect(reset).toHaveAttribute("href", "/orders/?sort=-totalAmount");
  // At 320 px (WCAG's reflow width) «Фильтры · 1» keeps one line, clear of the reset link on its row.
  await page.setViewportSize({ width: 320, height: 640 });
  const summary = await filters.evaluate((element) => {
    const seen = element.querySelector("[aria-hidden]")!;
    // A box per text node («Фильтры · », «1»): lines are told by their tops.
    const tops = [...seen.getClientRects()].map((box) => Math.round(box.top));
    return { lines: new Set(tops).size, right: seen.getBoundingClientRect().right };
  });
  expect(summary.lines).toBe(1);
  expect(summary.right).toBeLessThanOrEqual((await reset.boundingBox())!.x);
  await page.setViewportSize({ width: 360, height: 640 });
  // A tap opens the fold, with JavaScript or without.
  await filters.click();
  await expect(page.getByLabel("Номер заказа")).toBeVisible();

  const pages = page.getByRole("navigation", { name: "Страницы" });
  const boxes = await Promise.all(
    [pages.locator("[aria-current=page]"), pages.getByRole("link", { name: "Страница 2" })].map((target) =>
      target.boundingBox(),
    ),
  );
  const [current, second] = boxes.map((box) => box!);
  expect(current.width).toBeGreaterThanOrEqual(40);
  expect(second.width).toBeGreaterThanOrEqual(40);
  expect(second.x).toBeGreaterThan(current.x + current.width);
  await expect(pages.locator("[aria-current=page]")).toHaveCSS("color", "rgb(255, 255, 255)");
});

test("a created period narrows the list, and the emulator received it", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const api = await ordersApi();
  const { items } = await api("POST", `${ORDERS}/personal/order/list?limit=1000`, { filter: {} });
  const days = [...new Set(items.map((order: { orderCreatedAt: string }) => order.orderCreatedAt.slice(0, 10)))].sort();
  const [from, to] = [days[1] as string, days[Math.floor(days.length / 2)] as string];
  const expected = items.filter((order: { orderCreatedAt: string }) => {
    const day = order.orderCreatedAt.slice(0, 10);
    return day >= from && day <= to;
  }).length;

  await page.goto("/orders/");
  await page.getByRole("group", { name: "Создан" }).getByLabel("с").fill(from);
  await page.getByRole("group", { name: "Создан" }).getByLabel("по").fill(to);
  const requestId = `orders-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByText(`Найдено заказов: ${expected}`)).toBeVisible();
  const listCall = (await emulator.requestsOf(requestId)).find((call) => call.path === `${ORDERS}/personal/order/list`);
  expect(listCall?.body).toEqual({ filter: { dateFrom: from, dateTo: to } });
});

test("on paper the list is its orders: the filters only as they were applied, no download or page links", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.emulateMedia({ media: "print" });
  const filters = page.getByRole("group", { name: "Создан" });
  const orders = page.locator(".orders-table");

  await page.goto("/orders/");
  await expect(orders.getByRole("row")).toHaveCount(31);
  expect(await page.locator(".orders-total").innerText()).toMatch(/^Найдено заказов: \d+$/);
  await expect(filters).toBeHidden();
  await expect(page.getByRole("link", { name: "Скачать CSV" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Страницы" })).toBeHidden();

  const from = "2026-01-01";
  await page.goto(`/orders/?from=${from}`);
  await expect(filters.getByLabel("с")).toBeVisible();
  await expect(filters.getByLabel("с")).toHaveValue(from);
  await expect(page.getByRole("link", { name: "Сбросить фильтры" })).toBeHidden();

  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("link", { name: "Скачать CSV" })).toBeVisible();
  await page.goto("/orders/");
  await expect(filters).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Страницы" })).toBeVisible();
});

test("stores come from the dictionary as 'city — name', without store 95, and filter the list", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/orders/");
  const options = await page.locator("select[name=store] option").allTextContents();
  expect(options[0]).toBe("Все склады");
  expect(options.slice(1).every((title) => / — /.test(title))).toBe(true);
  expect(await page.locator("select[name=store] option[value='95']").count()).toBe(0);
  const store = options[1];
  await page.locator("select[name=store]").selectOption({ label: store });
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(/store=\d+/);
  const storesShown = async () => new Set(await page.locator(".orders-table tbody td:nth-child(6)").allTextContents());
  await expect.poll(storesShown).toEqual(new Set([store]));
});

test("nonsense filters are left out with a Russian message, never a 5xx @nojs", async ({ page }) => {
  await signIn(page, DEMO.owner);
  for (const query of [
    "?from=вчера",
    "?from=2026-13-45",
    "?page=-3",
    "?store=abc&sort=drop",
    "?from=2026-05-02&to=2026-05-01",
  ]) {
    const response = await page.goto(`/orders/${query}`);
    expect(response?.status(), query).toBe(200);
  }
  await page.goto("/orders/?from=вчера");
  await expect(page.getByText("Дата указана неверно: этот фильтр не применён.")).toBeVisible();
  await page.goto("/orders/?from=2026-05-02&to=2026-05-01");
  await expect(page.getByText("Начало периода позже его конца: период не применён.")).toBeVisible();
});

test("a page of 30 orders stays under 40 KB of gzipped HTML, each order in it once @nojs", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const html = await (await page.request.get("/orders/")).body();
  expect(html.toString()).toContain("Найдено заказов:");
  expect(gzipSync(html).length).toBeLessThan(40 * 1024);
  // The rows are drawn once, in the table, not sent again in the hydration data (docs/decisions/100).
  const text = html.toString("utf8");
  const numbers = [...text.matchAll(/<th scope="row"><a [^>]*href="\/order\/\d+\/">([^<]+)<\/a>/g)].map(
    (found) => found[1],
  );
  expect(numbers).toHaveLength(30);
  const loaderData = /window\.__remixContext = (.*?);<\/script>/s.exec(text)![1];
  for (const number of numbers) expect(loaderData, number).not.toContain(`"${number}"`);
});

/** 1 234,50 ₽ → 1234.5 */
const rubles = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

test("the order page: header, items with VAT, totals equal to the sum of the items, files through the portal", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const api = await ordersApi();
  const { items } = await api("POST", `${ORDERS}/personal/order/list/completed?limit=1`, { filter: {} });
  const [order] = items;
  await page.goto(`/order/${order.id}/`);
  await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${order.number}` })).toBeVisible();
  await expect(page.getByText("Выполнен", { exact: true })).toBeVisible();
  const lineTotals = (await page.locator(".orders-table tbody td:nth-child(6)").allTextContents()).map(rubles);
  const footer = page.locator(".orders-table tfoot td");
  expect(rubles((await footer.nth(1).textContent())!)).toBeCloseTo(order.totalAmountRub, 2);
  expect(lineTotals.reduce((sum, value) => sum + value, 0)).toBeCloseTo(order.totalAmountRub, 2);
  expect(rubles((await footer.nth(0).textContent())!)).toBeCloseTo(order.totalVatAmountRub, 2);
  const rates = await page.locator(".orders-table tbody td:nth-child(4)").allTextContents();
  expect(rates.length).toBeGreaterThan(0);
  expect(rates.filter((rate) => !VAT_RATES.includes(rate))).toEqual([]);

  const link = page.getByRole("link", { name: order.files[0].name });
  const href = (await link.getAttribute("href"))!;
  expect(href).toBe(`/order/${order.id}/file/${order.files[0].id}/`);
  const viaPortal = await page.request.get(href);
  expect(viaPortal.status()).toBe(200);
  expect(viaPortal.headers()["content-disposition"]).toContain("attachment");
  const direct = await api.raw(`${ORDERS}/order/${order.id}/file/${order.files[0].id}`);
  expect(Buffer.compare(await viaPortal.body(), Buffer.from(await direct.arrayBuffer()))).toBe(0);
  expect(viaPortal.headers()["content-type"]).toBe(direct.headers.get("content-type"));
  // The page never shows the marketplace's address.
  expect(await page.content()).not.toContain("127.0.0.1:31");
});

test("an unknown order, or a file of none, is the not-found page @nojs", async ({ page }) => {
  await signIn(page, DEMO.owner);
  expect((await page.goto("/order/999999/"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  expect((await page.request.get("/order/999999/file/1/")).status()).toBe(404);
});

/** The lines of a CSV download, without the BOM and the final newline. */
async function csvLines(response: { body(): Promise<Buffer>; headers(): Record<string, string> }) {
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const text = (await response.body()).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).trimEnd().split(/\r?\n/);
}

test("the filtered list downloads as CSV for Excel, and one order's items too", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/orders/completed/?sort=-totalAmount");
  const total = Number((await page.getByText(/^Найдено заказов: \d+/).textContent())!.match(/\d+/)![0]);
  const link = page.getByRole("link", { name: "Скачать CSV" });
  await expect(link).toHaveAttribute("href", "/orders/export/?sort=-totalAmount&tab=completed");
  const lines = await csvLines(await page.request.get((await link.getAttribute("href"))!));
  expect(lines[0]).toBe("Номер;Создан;Отгрузка;Статус;Позиций;Склад;Сумма, ₽;НДС, ₽");
  expect(lines).toHaveLength(total + 1);
  expect(lines.slice(1).every((line) => line.split(";")[3] === "Выполнен")).toBe(true);
  // Most expensive first, as the list shows it.
  const sums = lines.slice(1).map((line) => Number(line.split(";")[6].replace(",", ".")));
  expect(sums).toEqual([...sums].sort((a, b) => b - a));
  const firstNumber = (await numbers(page))[0];
  expect(lines[1].startsWith(`${firstNumber};`)).toBe(true);

  await page.locator(".orders-table tbody th a").first().click();
  const items = page.getByRole("link", { name: "Скачать состав заказа (CSV)" });
  const itemLines = await csvLines(await page.request.get((await items.getAttribute("href"))!));
  expect(itemLines[0]).toBe("Товар;Количество;Цена, ₽;Ставка НДС;НДС, ₽;Сумма, ₽");
  expect(itemLines).toHaveLength((await page.locator(".orders-table tbody tr").count()) + 1);
  expect(itemLines.slice(1).filter((line) => !VAT_RATES.includes(line.split(";")[3]))).toEqual([]);
  const itemSum = itemLines.slice(1).reduce((sum, line) => sum + Number(line.split(";")[5].replace(",", ".")), 0);
  expect(itemSum).toBeCloseTo(sums[0], 2);
});

test("back from an order returns to the list as it was filtered", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const list = "/orders/?sort=-totalAmount&page=2";
  await page.goto(list);
  await page.locator(".orders-table tbody th a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Заказ № / })).toBeVisible();
  await page.getByRole("link", { name: "← К списку заказов" }).click();
  await expect(page).toHaveURL(list);
  // A shared link has no list behind it: back goes to every order.
  await page.goto(`/order/17/`);
  await expect(page.getByRole("link", { name: "← К списку заказов" })).toHaveAttribute("href", "/orders/");
});

test("a 375 px screen is told why the order page is not shown, instead of being sent away", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.setViewportSize({ width: 375, height: 740 });
  const response = await page.goto("/order/17/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/order/17/");
  await expect(page.getByRole("heading", { level: 1, name: "Страница для широкого экрана" })).toBeVisible();
  await expect(page.getByText("Откройте её на компьютере или планшете.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Заказ № / })).toBeHidden();
  // Wider again, the order is there: nothing was lost by narrowing the window.
  await page.setViewportSize({ width: 1024, height: 740 });
  await expect(page.getByRole("heading", { level: 1, name: /^Заказ № / })).toBeVisible();
});

test("a phone that says so gets the explanation from the server, with status 403 @nojs", async ({ browser }) => {
  const phone = await browser.newContext({ ...devices["Pixel 7"], locale: "ru-RU" });
  const page = await phone.newPage();
  await signIn(page, DEMO.owner);
  const response = await page.goto("/order/17/");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Страница для широкого экрана" })).toBeVisible();
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await phone.close();
});

test("a filtered list survives the sign-in, and a service user acting as the supplier opens an order link", async ({
  page,
}) => {
  const list = "/orders/completed/?from=2026-01-01&sort=totalAmount";
  await page.goto(list);
  await expect(page).toHaveURL(`/?redirectTo=${encodeURIComponent(list)}`);
  await page.goto(`/auth/?redirectTo=${encodeURIComponent(list)}`);
  await page.getByLabel("Телефон или e-mail").fill(DEMO.owner);
  await page.getByLabel("Пароль").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(list);

  await page.context().clearCookies();
  await signIn(page, DEMO.service);
  await page.goto("/personal/service/");
  await page.getByLabel("Телефон или e-mail пользователя").fill("+7 (900) 000-00-01");
  await page.getByRole("button", { name: "Войти как пользователь" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Вы вошли как" })).toBeVisible();
  await page.goto("/order/17/");
  await expect(page.getByRole("heading", { level: 1, name: /^Заказ № / })).toBeVisible();
});

test("markup in an order's number is shown as text in its row, drawn by the server and by the browser", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const hostile = `<img src=x onerror="document.title='взломано'">"'&amp;`;
  const api = await ordersApi();
  const inWork = await api("POST", `${ORDERS}/personal/order/list/in-work?limit=30`, { filter: {} });
  inWork.items[0] = { ...inWork.items[0], number: hostile };
  await page.goto("/orders/");
  const requestId = `orders-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await emulator.addFault({
    pathPrefix: `${ORDERS}/personal/order/list/in-work`,
    body: JSON.stringify(inWork),
    requestId,
  });
  // With scripts the tab is a client navigation: the browser writes the rows from the data.
  await tab(page, "В работе").click();
  await expect(page).toHaveURL(/\/orders\/in-work\/$/);
  const number = page.locator(".orders-table tbody th").first();
  await expect(number).toHaveText(hostile);
  await expect(number.getByRole("link")).toHaveAttribute("href", `/order/${inWork.items[0].id}/`);
  expect(await page.locator("main [onerror], main img[src=x]").count()).toBe(0);
  expect(await page.title()).not.toContain("взломано");
});
