import { DEMO_PASSWORD } from "./support";
import { expect, test } from "./test";

// A supplier with more than one contract chooses the one to work under (PUT
// users/{id}/session). Supplier 08 has an active and a completed contract in the demo data.
const SUPPLIER_WITH_TWO_CONTRACTS = "79000000008";

test("the header switches the contract, and the choice outlives the session", async ({ page }) => {
  const signInWithTwoContracts = async () => {
    await page.goto("/auth/");
    await page.getByLabel("Телефон или e-mail").fill(SUPPLIER_WITH_TWO_CONTRACTS);
    await page.getByLabel("Пароль").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page).toHaveURL("/");
  };
  const switcher = page.getByRole("banner").locator(".workplace-switcher");
  const choose = async (number: string) => {
    await switcher.locator("summary").click();
    await switcher.getByLabel(`№ ${number}`).check();
    await switcher.getByRole("button", { name: "Выбрать" }).click();
  };

  await signInWithTwoContracts();
  // The marketplace keeps the choice between runs, so a retry after a failure may start on either.
  const [current, other] = (await switcher.locator("summary").textContent())?.includes("2022-К-0311")
    ? ["2022-К-0311", "2024-К-0163"]
    : ["2024-К-0163", "2022-К-0311"];
  await expect(switcher.locator("summary")).toHaveText(`Договор № ${current}`);
  await choose(other);
  await expect(page.getByText(`Вы работаете по договору № ${other}`)).toBeVisible();
  await expect(switcher.locator("summary")).toHaveText(`Договор № ${other}`);

  // The marketplace kept the choice: a new login starts with it; then put it back.
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Войти" })).toBeVisible();
  await signInWithTwoContracts();
  await expect(switcher.locator("summary")).toHaveText(`Договор № ${other}`);
  await choose(current);
  await expect(switcher.locator("summary")).toHaveText(`Договор № ${current}`);
});

test("a user with nothing to choose between sees no switcher", async ({ page }) => {
  await page.request.post("/auth/", {
    form: { intent: "login", username: "79000000003", password: DEMO_PASSWORD, remember: "on" },
    maxRedirects: 0,
  });
  await page.goto("/personal/settings/");
  await expect(page.getByRole("banner").locator(".workplace-switcher")).toHaveCount(0);
});
