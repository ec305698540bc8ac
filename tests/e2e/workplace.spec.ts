import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support";

// A supplier with more than one contract chooses the one to work under (issue 4: PUT
// users/{id}/session). Supplier 08 has an active and a completed contract in the demo data.
const SUPPLIER_WITH_TWO_CONTRACTS = "79000000008";

test("the header switches the contract, and the choice outlives the session", async ({ page }) => {
  await page.goto("/auth/");
  await page.getByLabel("Телефон или e-mail").fill(SUPPLIER_WITH_TWO_CONTRACTS);
  await page.getByLabel("Пароль").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL("/");

  const switcher = page.getByRole("banner").locator(".workplace-switcher");
  await switcher.getByText("Договор № 2024-К-0163").click();
  await switcher.getByLabel("№ 2022-К-0311").check();
  await switcher.getByRole("button", { name: "Выбрать" }).click();
  await expect(page.getByText("Вы работаете по договору № 2022-К-0311")).toBeVisible();
  await expect(switcher.locator("summary")).toHaveText("Договор № 2022-К-0311");

  // The marketplace kept the choice: a new login starts with it; then put it back.
  await page.getByRole("button", { name: "Выйти" }).click();
  await page.goto("/auth/");
  await page.getByLabel("Телефон или e-mail").fill(SUPPLIER_WITH_TWO_CONTRACTS);
  await page.getByLabel("Пароль").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(switcher.locator("summary")).toHaveText("Договор № 2022-К-0311");
  await switcher.locator("summary").click();
  await switcher.getByLabel("№ 2024-К-0163").check();
  await switcher.getByRole("button", { name: "Выбрать" }).click();
  await expect(switcher.locator("summary")).toHaveText("Договор № 2024-К-0163");
});

test("a user with nothing to choose between sees no switcher", async ({ page }) => {
  await page.request.post("/auth/", {
    form: { intent: "login", username: "79000000003", password: DEMO_PASSWORD, remember: "on" },
    maxRedirects: 0,
  });
  await page.goto("/personal/settings/");
  await expect(page.getByRole("banner").locator(".workplace-switcher")).toHaveCount(0);
});
