import { randomUUID } from "node:crypto";
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { emulator, marketplaceAs } from "./emulator";
import { DEMO, signIn } from "./support";

// The order list (issue 13) against the emulator's data, with JavaScript on and off: counts, tabs,
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
  const second = await numbers(page);
  expect(second.some((number) => first.includes(number))).toBe(false);
  const link = page.locator(".orders-table tbody th a").first();
  await expect(link).toHaveAttribute("href", /^\/order\/\d+\/$/);
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
  const shown = await page.locator(".orders-table tbody td:nth-child(6)").allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(new Set(shown)).toEqual(new Set([store]));
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

test("a page of 30 orders stays under 40 KB of gzipped HTML @nojs", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const html = await (await page.request.get("/orders/")).body();
  expect(html.toString()).toContain("Найдено заказов:");
  expect(gzipSync(html).length).toBeLessThan(40 * 1024);
});
