import { EMULATOR_URL } from "./emulator";
import { DEMO, DEMO_PASSWORD, signIn } from "./support";
import { expect, test } from "./test";

// The sales dashboard of demo 01: the figures are the emulator's own, read here
// straight from its API, and the chart is an SVG in the server's HTML (no JavaScript needed).

type DailyOrders = {
  items: { orderAmountPerDay: number; completedAt: string }[];
  total: number;
  productsCost: { myProductsCost: number; dcProductsCost: number };
};

async function emulatorCall<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Site": "seller",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.json() as Promise<T>;
}

/** Demo 01's daily orders as the marketplace answers them. */
async function ownerAnalytics() {
  const { token } = await emulatorCall<{ token: string }>("/suppliers-users/auth/v2/login", null, {
    username: DEMO.owner,
    password: DEMO_PASSWORD,
    remember: false,
  });
  // Owner 01's active commission contract (emulator/seed/demo.ts), the one the dashboard shows.
  return emulatorCall<DailyOrders>("/suppliers-analytics/daily-orders/search", token, {
    contractNumber: "2024-К-0117",
  });
}

// Written independently of the app's helpers: the Russian way of writing rubles.
const rubles = (value: number) =>
  new Intl.NumberFormat("ru-RU", {
    style: "currency",
    currency: "RUB",
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
const dayMonth = (iso: string) =>
  new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", timeZone: "UTC" }).format(new Date(iso));
const dots = (svg: string) => svg.match(/recharts-line-dot"/g)?.length ?? 0;

test("the server HTML carries the chart as SVG and the emulator's figures @nojs", async ({ page }) => {
  const analytics = await ownerAnalytics();
  const expectedTotal = analytics.items.reduce((sum, day) => sum + day.orderAmountPerDay, 0);
  expect(analytics.items.length).toBeGreaterThan(4);

  await signIn(page, DEMO.owner);
  const html = await (await page.request.get("/")).text();
  const wide = html.match(/revenue-chart__picture--wide">(<svg[\s\S]*?<\/svg>)/)?.[1] ?? "";
  const phone = html.match(/revenue-chart__picture--phone">(<svg[\s\S]*?<\/svg>)/)?.[1] ?? "";
  expect(dots(wide)).toBe(analytics.items.length);
  expect(dots(phone)).toBe(4);
  const lastDays = analytics.items.slice(-4).map((day) => dayMonth(day.completedAt));
  for (const label of lastDays) expect(phone).toContain(`>${label}<`);
  expect(phone).not.toContain(`>${dayMonth(analytics.items.at(-5)!.completedAt)}<`);
  const yTicks = wide.slice(wide.indexOf("recharts-yAxis")).match(/recharts-cartesian-axis-tick-value/g) ?? [];
  expect(yTicks.length).toBeGreaterThan(1);
  expect(yTicks.length).toBeLessThanOrEqual(6);

  await page.goto("/");
  await expect(page.getByText(`Общая выручка: ${rubles(Math.round(expectedTotal * 100) / 100)}`)).toBeVisible();
  const card = (title: string) => page.getByRole("listitem").filter({ hasText: title });
  await expect(card("На ваших складах")).toContainText(rubles(analytics.productsCost.myProductsCost));
  await expect(card("В магазинах")).toContainText(rubles(0));
  await expect(card("На складах маркетплейса")).toContainText(rubles(analytics.productsCost.dcProductsCost));
  await expect(page.getByRole("link", { name: "Подробнее о логистике" })).toHaveAttribute("href", "/logistic/");
});

test("the chart travels once: in the HTML, not again in the hydration data; a client navigation brings it as data @js", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const html = await (await page.request.get("/")).text();
  expect(html.match(/recharts-surface/g)).toHaveLength(2);

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".revenue-chart__picture--wide svg")).toBeVisible();
  await expect
    .poll(() => page.locator(".revenue-chart__picture--wide svg .recharts-line-dot").count())
    .toBeGreaterThan(4);
  // Away and back without a reload: the loader answers data, and the picture comes with it.
  await page.getByRole("link", { name: "Подробнее о логистике" }).click();
  await expect(page).toHaveURL("/logistic/");
  await page.goBack();
  await expect(page.locator(".revenue-chart__picture--wide svg .recharts-line-dot").first()).toBeVisible();
});

test("phones see the last four days, wider screens every day; the page never scrolls sideways", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await expect(page.locator(".revenue-chart__picture--phone svg")).toBeVisible();
  await expect(page.locator(".revenue-chart__picture--wide svg")).toBeHidden();
  // The page body; the shared header's own fit at 360 px is the layout's concern.
  const main = page.locator("main");
  expect(await main.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator(".revenue-chart__picture--wide svg")).toBeVisible();
  await expect(page.locator(".revenue-chart__picture--phone svg")).toBeHidden();
});

test("the logistics page explains 3PL, the last mile and each stage", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/");
  await page.getByRole("link", { name: "Подробнее о логистике" }).click();
  await expect(page).toHaveURL("/logistic/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Логистика");
  for (const heading of [
    /3PL/,
    /Последняя миля/,
    /Хранение/,
    /Обработка/,
    /Маркировка/,
    /Упаковка/,
    /Доставка конечному клиенту/,
  ]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
});

test("onboarding steps of demo 02 and 03 come from the session", async ({ page }) => {
  await signIn(page, DEMO.ownerWithoutCompany);
  await page.goto("/");
  await expect(page.locator('[aria-current="step"]')).toContainText("Заполните информацию о компании");
  await expect(page.getByRole("link", { name: "Перейти к заполнению" })).toHaveAttribute(
    "href",
    "/personal/company/edit/",
  );

  await page.context().clearCookies();
  await signIn(page, DEMO.ownerWithoutContract);
  await page.goto("/");
  await expect(page.locator('[aria-current="step"]')).toContainText("Выберите формат сотрудничества");
  await expect(page.getByRole("link", { name: "Оформить договор" })).toHaveAttribute(
    "href",
    "/personal/contracts/added/",
  );
});
