import { expect, test } from "./test";

// Every consent checkbox links to the privacy policy: a real policy in the
// auth-and-registry layout, readable without JavaScript.

test("the privacy policy is a real policy in the auth-and-registry layout @nojs", async ({ page }) => {
  await page.goto("/registry/");
  // It opens in a new tab, and its name says so (the words are visually hidden).
  const consentLink = page.getByRole("link", {
    name: "политикой конфиденциальности (откроется в новой вкладке)",
    exact: true,
  });
  await expect(consentLink).toHaveAttribute("href", "/privacy-policy/");
  await expect(consentLink).toHaveAttribute("target", "_blank");

  const response = await page.goto("/privacy-policy/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Политика конфиденциальности" })).toBeVisible();
  // The auth-and-registry layout: the centred card, no site navigation of the default layout.
  await expect(page.locator(".page--auth .auth-card")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Разделы" })).toHaveCount(0);
  for (const section of [
    "Какие данные мы обрабатываем",
    "Зачем мы их обрабатываем",
    "Сколько хранятся данные",
    "Кому передаются данные",
    "Ваши права",
    "Как воспользоваться правами",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText(/152-ФЗ/).first()).toBeVisible();
  await expect(page.getByText(/Роскомнадзор/).first()).toBeVisible();
  expect((await page.locator("main").innerText()).length).toBeGreaterThan(3000);
});
