import { randomUUID } from "node:crypto";
import { type Locator, type Page } from "@playwright/test";
import { createOwnerWithCompany } from "./accounts";
import { emulator } from "./emulator";
import { chooseContractOf, signIn } from "./support";
import { expect, test } from "./test";

// With JavaScript, the long forms keep what is typed in the browser (docs/decisions/070):
// opened again, the page offers the draft; restored, every value is back; a send the portal
// accepted clears it; another user of the same browser never sees it. Each test works as fresh
// owners made at the marketplace, so no demo data changes.

const offerOf = (page: Page) => page.getByRole("status").filter({ hasText: "Есть несохранённый черновик" });

/** The page has hydrated (the enhanced Select announces its list): a draft would be offered by now. */
async function hydrated(select: Locator) {
  await expect(select).toHaveAttribute("aria-haspopup", "listbox");
}

async function choose(page: Page, label: RegExp, option: string, { multiple = false } = {}) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  if (multiple) await page.keyboard.press("Escape");
}

const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);

test("the product editor: a draft offered after a reload comes back with its category's properties, and goes once saved @js", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwnerWithCompany();
  await signIn(page, owner.phone);
  await page.goto("/catalog/added/");
  const category = page.getByRole("combobox", { name: /^Категория/ });
  await hydrated(category);
  await expect(offerOf(page)).toHaveCount(0);

  // The categories offered are those of the company's sections: a fresh company sells floor coverings.
  const name = `Ламинат из черновика ${randomUUID().slice(0, 8)}`;
  await choose(page, /^Категория/, "Ламинат");
  await expect(page.getByLabel("Толщина, мм")).toBeVisible();
  await page.getByLabel("Наименование").fill(name);
  await choose(page, /^Класс износостойкости/, "33");
  await page.getByLabel("Толщина, мм").fill("8");
  await page.getByLabel("Описание").fill("Влагостойкий, с фаской.");
  // Reloading at once: the last keystrokes are saved as the page goes.
  await page.reload();

  await hydrated(category);
  await expect(offerOf(page)).toBeVisible();
  await expect(page.getByLabel("Наименование")).toHaveValue("");
  await expect(page.getByLabel("Толщина, мм")).toHaveCount(0);
  await offerOf(page).getByRole("button", { name: "Восстановить" }).click();
  await expect(page.getByLabel("Наименование")).toHaveValue(name);
  await expect(page.getByLabel("Толщина, мм")).toHaveValue("8");
  await expect(page.getByRole("combobox", { name: /^Класс износостойкости/ })).toContainText("33");
  await expect(page.getByLabel("Описание")).toHaveValue("Влагостойкий, с фаской.");
  await expect(category).toContainText("Ламинат");
  await expect(offerOf(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Сохранить черновик" }).click();
  await expect(page.getByText("Черновик сохранён.")).toBeVisible();
  await expect(page).toHaveURL(/\/catalog\/edit\/\d+\/$/);
  await page.goto("/catalog/added/");
  await hydrated(category);
  await expect(offerOf(page)).toHaveCount(0);
  await expect(page.getByLabel("Наименование")).toHaveValue("");
});

test("the company form: restored from the keyboard, every kind of field back, cleared by the save @js", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const owner = await createOwnerWithCompany();
  await signIn(page, owner.phone);
  await page.goto("/personal/company/edit/");
  const orgType = page.getByRole("combobox", { name: /^Форма собственности/ });
  await hydrated(orgType);

  await page.getByLabel("Наименование банка").fill("АО «Банк черновиков»");
  await page.getByLabel("Должность").fill("Директор по развитию");
  await page.getByRole("checkbox", { name: "Подписант не генеральный директор" }).check();
  await choose(page, /^Категории товаров/, "Сантехника", { multiple: true });
  await page.reload();

  await hydrated(orgType);
  await expect(page.getByLabel("Наименование банка")).toHaveValue("АО «СтройБанк»");
  const restore = offerOf(page).getByRole("button", { name: "Восстановить" });
  await restore.focus();
  await page.keyboard.press("Enter");
  await expect(offerOf(page)).toHaveCount(0);
  // The keyboard goes on in the form drawn again.
  await expect(page.getByLabel("ИНН компании")).toBeFocused();
  await expect(page.getByLabel("Наименование банка")).toHaveValue("АО «Банк черновиков»");
  await expect(page.getByLabel("Должность")).toHaveValue("Директор по развитию");
  await expect(page.getByRole("checkbox", { name: "Подписант не генеральный директор" })).toBeChecked();
  await expect(page.getByRole("combobox", { name: /^Категории товаров/ })).toContainText("Сантехника");

  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL("/personal/company/");
  await expect(page.getByText("Данные компании сохранены.")).toBeVisible();
  // The company changes elsewhere later: the draft that was sent is not offered over it.
  await owner.updateCompany({ bankName: "ПАО «Другой банк»" });
  await page.goto("/personal/company/edit/");
  await hydrated(orgType);
  await expect(page.getByLabel("Наименование банка")).toHaveValue("ПАО «Другой банк»");
  await expect(offerOf(page)).toHaveCount(0);
});

test("the seller promotion form: another user of the same browser sees no draft; its owner restores it and sends it @js", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [owner, other] = await Promise.all([createOwnerWithCompany(), createOwnerWithCompany()]);
  const name = `Акция из черновика ${randomUUID().slice(0, 8)}`;
  const stores = page.getByRole("combobox", { name: /^Магазины/ });

  await signIn(page, owner.phone);
  await page.goto("/stocks/seller/b2c/create/");
  await hydrated(stores);
  await page.getByLabel("Название акции").fill(name);
  await page.getByLabel("Дата начала").fill(day(1));
  await page.getByLabel("Дата окончания").fill(day(10));
  await page.getByLabel("Минимальная скидка, %").fill("7");
  await page.getByRole("checkbox", { name: "Акция включена" }).uncheck();
  await stores.click();
  await page.getByRole("option").first().click();
  await page.keyboard.press("Escape");
  await page.reload();
  await hydrated(stores);
  await expect(offerOf(page)).toBeVisible();

  // Another supplier signs in on the same browser and opens the same page.
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page.getByRole("link", { name: "Войти" }).first()).toBeVisible();
  await signIn(page, other.phone);
  await page.goto("/stocks/seller/b2c/create/");
  await hydrated(stores);
  await expect(offerOf(page)).toHaveCount(0);
  await expect(page.getByLabel("Название акции")).toHaveValue("");

  // The first one's draft waits for them.
  await page.getByRole("button", { name: "Выйти" }).click();
  await expect(page.getByRole("link", { name: "Войти" }).first()).toBeVisible();
  await signIn(page, owner.phone);
  await page.goto("/stocks/seller/b2c/create/");
  await hydrated(stores);
  await offerOf(page).getByRole("button", { name: "Восстановить" }).click();
  await expect(page.getByLabel("Название акции")).toHaveValue(name);
  await expect(page.getByLabel("Дата начала")).toHaveValue(day(1));
  await expect(page.getByLabel("Дата окончания")).toHaveValue(day(10));
  await expect(page.getByLabel("Минимальная скидка, %")).toHaveValue("7");
  await expect(page.getByRole("checkbox", { name: "Акция включена" })).not.toBeChecked();
  await expect(stores).not.toContainText("Выберите");

  // The marketplace refuses the first send: its message shows on the restored form, the values stay.
  const requestId = `drafts-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await emulator.addFault({
    pathPrefix: "/suppliers-promotions/personal",
    status: 400,
    body: JSON.stringify({ errorText: "Акция с таким названием уже есть" }),
    requestId,
    times: 1,
  });
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Акция с таким названием уже есть" })).toBeVisible();
  await expect(page.getByLabel("Название акции")).toHaveValue(name);
  await page.setExtraHTTPHeaders({});

  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Акция создана. Добавьте в неё товары.")).toBeVisible();
  await page.goto("/stocks/seller/b2c/create/");
  await hydrated(stores);
  await expect(offerOf(page)).toHaveCount(0);
});

test("a deleted draft is not offered again @js", async ({ page }) => {
  const owner = await createOwnerWithCompany();
  await signIn(page, owner.phone);
  await page.goto("/stocks/seller/b2c/create/");
  const stores = page.getByRole("combobox", { name: /^Магазины/ });
  await hydrated(stores);
  await page.getByLabel("Название акции").fill("Передумали");
  await page.reload();
  await hydrated(stores);
  await offerOf(page).getByRole("button", { name: "Удалить черновик" }).click();
  await expect(offerOf(page)).toHaveCount(0);
  await expect(page.getByLabel("Название акции")).toHaveValue("");
  await expect(page.getByLabel("Название акции")).toBeFocused();
  await page.reload();
  await hydrated(stores);
  await expect(offerOf(page)).toHaveCount(0);
});

test("a new product's draft is its company's: the owner's other company is not offered it @js", async ({ page }) => {
  const owner = await createOwnerWithCompany();
  const second = await owner.addCompany("78", "Второй", "АО «Банк второй компании»");
  await signIn(page, owner.phone);
  await page.goto("/catalog/added/");
  const category = page.getByRole("combobox", { name: /^Категория/ });
  await hydrated(category);
  const name = `Товар второй компании ${randomUUID().slice(0, 8)}`;
  await page.getByLabel("Наименование").fill(name);

  const chosen = await chooseContractOf(page, owner.company.shortName);
  await expect(page.getByText(`Вы работаете по договору № ${chosen}`)).toBeVisible();
  await page.goto("/catalog/added/");
  await hydrated(category);
  await expect(offerOf(page)).toHaveCount(0);

  await chooseContractOf(page, second.shortName);
  await expect(page.getByText(/Вы работаете по договору/)).toBeVisible();
  await page.goto("/catalog/added/");
  await hydrated(category);
  await offerOf(page).getByRole("button", { name: "Восстановить" }).click();
  await expect(page.getByLabel("Наименование")).toHaveValue(name);
});
