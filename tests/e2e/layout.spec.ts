import { DEMO, sidewaysScroll, signIn } from "./support";
import { expect, test } from "./test";

// What a desktop supplier sees whole: tabs not cut at the edge, row buttons inside their rows, the
// page title clear of the sections bar; and a phone's header without a name cut to one letter.
const SUPPLIER_WITH_TWO_CONTRACTS = "79000000008";

test.describe("a desktop at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("every tab of the catalog and every section of the personal area is shown whole", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/catalog/price-quarantine/");
    const tabs = page.getByRole("navigation", { name: "Товары по статусу" }).getByRole("link");
    expect(await tabs.count()).toBeGreaterThan(5);
    for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });

    await page.goto("/personal/api-key/");
    const sections = page.getByRole("navigation", { name: "Личный кабинет" }).getByRole("link");
    expect(await sections.count()).toBe(7);
    for (const section of await sections.all()) await expect(section).toBeInViewport({ ratio: 1 });
  });

  test("a catalog row's button stays inside its row", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/catalog/price-quarantine/");
    const rows = page.locator(".catalog-row");
    await expect(rows.first().getByRole("button", { name: "Выпустить" })).toBeVisible();
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      const button = (await row.getByRole("button").last().boundingBox())!;
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });

  test("the page title keeps a gap below the sections bar", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto("/catalog/");
    const bar = (await page.getByRole("navigation", { name: "Разделы" }).boundingBox())!;
    const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(title.y - (bar.y + bar.height)).toBeGreaterThanOrEqual(12);
  });
});

test("on a phone with the contract switcher the header leaves the name to «Личный кабинет»", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, SUPPLIER_WITH_TWO_CONTRACTS);
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.locator(".workplace-switcher summary")).toBeVisible();
  const name = header.locator(".site-header__user");
  await expect(name).toHaveText("Соколов Максим Андреевич");
  await expect(name).toBeHidden();
  await expect(header.getByRole("button", { name: "Выйти" })).toBeInViewport({ ratio: 1 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});

test("a content manager's menus offer only the pages the guard table lets them open, and each one opens", async ({
  page,
}) => {
  await signIn(page, DEMO.contentManager);
  await page.goto("/personal/settings/");
  const sections = page.getByRole("navigation", { name: "Разделы" }).getByRole("link");
  const personal = page.getByRole("navigation", { name: "Личный кабинет" }).getByRole("link");
  // No «Заказы» (not for content managers), no «Сотрудники», «API-ключ» (the owner's), no service functions.
  await expect(sections).toHaveText(["Каталог", "Акции", "Документы", "База знаний", "Личный кабинет"]);
  await expect(personal).toHaveText([
    "Настройки профиля",
    "Уведомления",
    "Данные компании",
    "Договоры",
    "Документы компании",
  ]);
  const hrefs = [
    ...(await sections.evaluateAll((links) => links.map((link) => link.getAttribute("href")!))),
    ...(await personal.evaluateAll((links) => links.map((link) => link.getAttribute("href")!))),
  ];
  for (const href of hrefs) {
    // Followed, it stays in its section (a refusal would lead back or to main).
    await page.goto(href);
    expect(new URL(page.url()).pathname, href).toMatch(new RegExp(`^${href}`));
  }
});
