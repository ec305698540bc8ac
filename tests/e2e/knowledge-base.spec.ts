import { randomUUID } from "node:crypto";
import { emulator, EMULATOR_URL } from "./emulator";
import { accessibilityViolations } from "./support";
import { expect, test } from "./test";

// The public knowledge base against the emulator's articles, signed out, with JavaScript
// on and off: counts in Russian plural forms, search with marked words, sanitized articles whose
// sections can be linked to, and pages a browser may cache and revalidate.

const KB = "/suppliers-orders/article";

/** An article of the emulator's seed, found by its title, with the path the portal gives it. */
async function article(title: string) {
  const response = await fetch(`${EMULATOR_URL}${KB}/search?q=${encodeURIComponent(title)}`, {
    headers: { "X-Site": "seller" },
  });
  const { items } = (await response.json()) as { items: { id: number; section: { id: number } }[] };
  const [found] = items;
  return { ...found, path: `/info-base/${found.section.id}/${found.id}/` };
}

test("the categories show their article counts in the right Russian plural form", async ({ page }) => {
  await page.goto("/info-base/");
  await expect(page.getByRole("heading", { level: 1, name: "База знаний" })).toBeVisible();
  const categories = page.locator(".knowledge-categories li");
  await expect(categories.filter({ hasText: "Каталог товаров" })).toContainText("5 статей");
  await expect(categories.filter({ hasText: "Начало работы" })).toContainText("4 статьи");
  await expect(categories.filter({ hasText: "Требования к карточке товара" })).toContainText("1 статья");
  await categories.getByRole("link", { name: "Требования к карточке товара" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Требования к карточке товара" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Оформление карточки товара" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Навигационная цепочка" })).toContainText("База знаний");
});

test("a search finds an article and marks the words it matched", async ({ page }) => {
  const requestId = randomUUID();
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await page.goto("/info-base/");
  await page.getByLabel("Поиск по базе знаний").fill("Карантин");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/\?q=%D0%9A%D0%B0%D1%80%D0%B0%D0%BD%D1%82%D0%B8%D0%BD$/);
  const results = page.locator(".knowledge-results");
  await expect(results.getByRole("link", { name: "Что такое ценовой карантин" })).toBeVisible();
  await expect(results.locator("mark").first()).toHaveText("карантин");
  const searches = (await emulator.requestsOf(requestId)).filter((call) => call.path === `${KB}/search`);
  expect(searches.at(-1)?.query).toMatchObject({ q: "Карантин", limit: "1000" });
  await results.getByRole("link", { name: "Что такое ценовой карантин" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Что такое ценовой карантин" })).toBeVisible();
});

test("a hostile or endless query is text, never markup or a failure @nojs", async ({ page }) => {
  // 10 000 characters: Latin, as a URL of 10 000 Cyrillic ones (60 KB) is past any HTTP server's limit.
  const hostile = `<img src=x onerror="document.title='hacked'">${"z".repeat(10_000)}`;
  const response = await page.goto(`/info-base/?q=${encodeURIComponent(hostile)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Запрос сокращён до 200 символов.")).toBeVisible();
  await expect(page.getByText(/ничего не найдено/)).toBeVisible();
  expect(await page.locator("main img[src=x]").count()).toBe(0);
});

test("an article renders its headings, a table and a picture; sections are linked", async ({ page }) => {
  const { path } = await article("Оформление карточки товара");
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Оформление карточки товара" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Фотографии/ })).toHaveAttribute("id", "fotografii");
  await expect(page.getByRole("heading", { level: 3, name: /Размеры и вес/ })).toBeVisible();
  await expect(page.getByRole("table").getByRole("cell", { name: "Длина, ширина, высота" })).toBeVisible();
  const picture = page.getByRole("img", { name: "Пример фотографии товара" });
  await expect(picture).toHaveAttribute("loading", "lazy");
  await expect(picture).toHaveAttribute("width", "96");
  await page.getByRole("navigation", { name: "Содержание" }).getByRole("link", { name: "Характеристики" }).click();
  await expect(page).toHaveURL(/#kharakteristiki$/);
  const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
  await expect(crumbs.getByRole("link", { name: "Требования к карточке товара" })).toHaveAttribute(
    "href",
    path.replace(/\d+\/$/, ""),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Оформление карточки товара");
  // Complete as HTML, so the document ships no scripts at all.
  expect(await page.locator("script, link[rel=modulepreload]").count()).toBe(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Карточка товара проходит/);
});

test("a hostile article shows its text, but none of its scripts runs", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const { path } = await article("Маркировка паллет");
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 2, name: /Этикетка паллеты/ })).toBeVisible();
  await expect(page.getByText("Высота паллеты не больше 1,8 м.")).toBeVisible();
  const content = page.locator(".knowledge-article__content");
  expect(await content.locator("script").count()).toBe(0);
  expect(await content.locator("[onerror], [onclick]").count()).toBe(0);
  expect(await content.getByRole("link", { name: "Открыть бланк" }).count()).toBe(0);
  await expect(content.locator("iframe")).toHaveCount(1);
  await expect(content.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube\.com\/embed\//);
  await page.getByText("Высота паллеты не больше 1,8 м.").click();
  expect(await page.evaluate(() => (window as { __articleScriptRan?: boolean }).__articleScriptRan)).toBeUndefined();
  expect(errors).toEqual([]);
});

test("a deep link to a section works signed out, also under the wrong category", async ({ page }) => {
  const { path, section } = await article("Оформление карточки товара");
  const wrong = path.replace(`/info-base/${section.id}/`, "/info-base/1/");
  await page.goto(`${wrong}#razmery-i-ves`);
  await expect(page).toHaveURL(new RegExp(`${path}#razmery-i-ves$`));
  const heading = page.getByRole("heading", { level: 3, name: /Размеры и вес/ });
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => document.querySelector(":target")?.id)).toBe("razmery-i-ves");
});

test("pages are cacheable and a revalidation gets 304 @nojs", async ({ request }) => {
  const { path } = await article("Оформление карточки товара");
  for (const url of ["/info-base/", path]) {
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toMatch(/max-age=60, stale-while-revalidate=\d+/);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(url, { headers: { "If-None-Match": etag } });
    expect(again.status(), url).toBe(304);
    expect(await again.text()).toBe("");
  }
});

test("a non-digit or unknown id is the not-found page; a failing marketplace is a message @nojs", async ({ page }) => {
  for (const url of ["/info-base/7/abc/", "/info-base/abc/", "/info-base/999/", "/info-base/7/999999/"]) {
    expect((await page.goto(url))?.status(), url).toBe(404);
  }
  const requestId = randomUUID();
  // The categories are a cached dictionary (services/marketplace/dictionary-cache.server.ts): the
  // search is what a failing marketplace breaks on this page.
  await emulator.addFault({ pathPrefix: `${KB}/search`, status: 503, requestId });
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  const response = await page.goto("/info-base/?q=%D0%BF%D0%B0%D0%BB%D0%B5%D1%82");
  expect(response?.status()).toBe(502);
  expect(response?.headers()["etag"]).toBeUndefined();
  await expect(page.getByRole("alert")).toContainText("Сервис временно недоступен");
  await expect(page.getByRole("heading", { level: 1, name: "База знаний" })).toBeVisible();
});

test("the knowledge base's pages have no accessibility violations @js", async ({ page }) => {
  // Three full scans, each a few seconds on a busy 2-core machine: more than one page's time.
  test.slow();
  const { path } = await article("Оформление карточки товара");
  for (const url of ["/info-base/?q=карантин", path.replace(/\d+\/$/, ""), path]) {
    await page.goto(url);
    expect(await accessibilityViolations(page, url)).toEqual([]);
  }
});
