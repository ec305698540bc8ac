import { type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./support";
import { expect, test } from "./test";

// The select widget on a real page: the company form's 12 product categories get a
// search box on a desktop (5 options or more) but not on a phone (more than 22 needed); without
// JavaScript the same field is a plain group of checkboxes.

async function openCompanyForm(page: Page) {
  await page.request.post("/auth/", {
    form: { intent: "login", username: DEMO.owner, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  await page.goto("/personal/company/edit/");
}

const categories = (page: Page) => page.getByRole("combobox", { name: /Категории товаров/ });

test("on a desktop the categories can be searched, and a miss says so @js", async ({ page }) => {
  await openCompanyForm(page);
  // The combobox names its list only while the list is drawn, open: never an element that is not there.
  await expect(categories(page)).toHaveAttribute("aria-expanded", "false");
  await expect(categories(page)).not.toHaveAttribute("aria-controls");
  await categories(page).click();
  const listId = await categories(page).getAttribute("aria-controls");
  await expect(page.locator(`[id="${listId}"]`)).toHaveRole("listbox");
  const search = page.getByRole("combobox", { name: "Поиск" });
  await expect(search).toBeVisible();
  await expect(search).toHaveAttribute("aria-controls", listId!);
  await search.fill("Сантех");
  await expect(page.getByRole("option")).toHaveText(["Сантехника"]);
  await search.fill("бетономешалка-xyz");
  await expect(page.getByText("ничего не найдено")).toBeVisible();
  await search.press("Escape");
  await expect(categories(page)).not.toHaveAttribute("aria-controls");
  await expect(page.locator(`[id="${listId}"]`)).toHaveCount(0);
});

test("on a phone twelve categories are listed without a search box @js", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCompanyForm(page);
  await categories(page).click();
  await expect(page.getByRole("option").first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Поиск" })).toHaveCount(0);
});

test("without JavaScript the categories are native checkboxes @nojs", async ({ page }) => {
  await openCompanyForm(page);
  const group = page.getByRole("group", { name: /Категории товаров/ });
  await expect(group.getByRole("checkbox")).toHaveCount(12);
  await expect(page.getByRole("combobox", { name: "Поиск" })).toHaveCount(0);
});

test("a text field offers to clear itself while focused, and only then @js", async ({ page }) => {
  await page.goto("/auth/");
  const login = page.getByLabel("Телефон или e-mail");
  const clear = page.getByRole("button", { name: "Очистить поле" });
  await expect(clear).toHaveCount(0);
  await login.fill("demo01@portal.test");
  await expect(clear).toHaveCount(1);
  await clear.click();
  await expect(login).toHaveValue("");
  await expect(login).toBeFocused();
  await page.getByLabel("Пароль").focus();
  await expect(clear).toHaveCount(0);
});
