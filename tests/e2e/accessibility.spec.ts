import { expect, test } from "@playwright/test";
import { accessibilityViolations, DEMO_PASSWORD, DEMO, signIn } from "./support";

// The forms' widgets as a keyboard and a screen reader meet them: no axe violations on
// the pages that use them, and the login works from the keyboard alone. Axe runs inside the page,
// so those checks need JavaScript; the markup it checks is the server's either way.

const FORM_PAGES = ["/", "/auth/", "/auth/remind/", "/registry/", "/registry/confirm/"];

for (const path of FORM_PAGES) {
  test(`${path} has no accessibility violations @js`, async ({ page }) => {
    await page.goto(path);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test("a failed login is announced at the field and the form has no violations @js", async ({ page }) => {
  await page.goto("/auth/");
  await page.getByLabel("Телефон или e-mail").fill("12");
  await page.getByLabel("Пароль").fill("x");
  await page.getByLabel("Пароль").press("Enter");
  const username = page.getByLabel("Телефон или e-mail");
  await expect(username).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await username.getAttribute("aria-describedby"))!.split(" ");
  await expect(page.locator(`[id="${describedBy[0]}"]`)).toHaveText("Неверный формат номера");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the login works from the keyboard alone", async ({ page }) => {
  await page.goto("/auth/");
  await page.getByLabel("Телефон или e-mail").focus();
  await page.keyboard.type(DEMO.owner);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Пароль")).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("button", { name: "Выйти" })).toBeVisible();
});

test("the signed-in pages fit a 360 px screen: nothing scrolls the page sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, DEMO.owner);
  const wide: string[] = [];
  for (const path of [
    "/catalog/",
    "/catalog/added/",
    "/catalog/edit/12/",
    "/catalog/update-barcode/",
    "/catalog/import/",
    "/orders/",
    "/documents/committee-report/",
    "/personal/documents/",
    "/personal/settings/",
    "/personal/workers/",
    "/personal/workers/added/",
    "/stocks/marketplace/b2c/",
    "/stocks/seller/b2c/create/",
    "/info-base/",
  ]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path}: ${width}px`);
  }
  expect(wide).toEqual([]);
});
