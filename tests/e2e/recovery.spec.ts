import { clearCode, codeCalls, createAccount, enterCode, masked, signInWith, wrongCode } from "./accounts";
import { emulator } from "./emulator";
import { expect, test } from "./test";

// Password recovery (/auth/remind/): username, code, new password; JS on and off.

test("recovery by phone: the SMS code, a new password, then sign-in with it", async ({ page, javaScriptEnabled }) => {
  const account = await createAccount("old-secret");
  await page.goto("/auth/");
  await page.getByRole("link", { name: "Забыли пароль?" }).click();
  await expect(page).toHaveURL("/auth/remind/");
  await page.getByLabel("Телефон или e-mail").fill(masked(account.phone));
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код подтверждения выслан на ${masked(account.phone)}`)).toBeVisible();

  const code = await emulator.lastCode(account.phone);
  await enterCode(page, wrongCode(code), javaScriptEnabled);
  // The code widget's text: only registration's wrong code goes without one (docs/decisions/057).
  await expect(page.locator(".code-input .field__message")).toHaveText("Вы ввели неверный код, попробуйте еще раз");
  await clearCode(page, javaScriptEnabled);
  await enterCode(page, code, javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
  const calls = await codeCalls(account.phone);
  expect(calls.sent).toEqual([{ binding: "recovery", channel: "phone", username: account.phone }]);
  expect(calls.checked.map((body) => body?.binding)).toEqual(["recovery", "recovery"]);

  await page.getByLabel("Придумайте пароль").fill("new-secret");
  await page.getByLabel("Введите пароль еще раз").fill("new-secret");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page).toHaveURL("/auth/");
  await expect(page.getByText("Пароль изменен. Войдите с новым паролем")).toBeVisible();

  await signInWith(page, account.phone, "old-secret");
  await expect(page.getByRole("alert")).toContainText("Неверный логин или пароль");
  await signInWith(page, account.phone, "new-secret");
  await expect(page.getByRole("banner").getByRole("link", { name: account.name })).toBeVisible();
});

test("an expired code says 'Код истек, Запросите код повторно'; a resent code works", async ({
  page,
  javaScriptEnabled,
}) => {
  const account = await createAccount();
  await page.goto("/auth/remind/");
  await page.getByLabel("Телефон или e-mail").fill(masked(account.phone));
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код подтверждения выслан на ${masked(account.phone)}`)).toBeVisible();
  const expired = await emulator.lastCode(account.phone);
  await emulator.expireCodes(account.phone);

  await enterCode(page, expired, javaScriptEnabled);
  await expect(page.locator(".code-input .field__message")).toHaveText("Код истек, Запросите код повторно");
  await page.getByRole("button", { name: "Выслать код повторно" }).click();
  await expect(page.getByText("Код выслан повторно")).toBeVisible();
  await clearCode(page, javaScriptEnabled);
  await enterCode(page, await emulator.lastCode(account.phone), javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
});

test("recovery by e-mail sends the code to the e-mail", async ({ page, javaScriptEnabled }) => {
  const account = await createAccount();
  await page.goto("/auth/remind/");
  await page.getByLabel("Телефон или e-mail").fill(account.email);
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByText(`Код подтверждения выслан на ${account.email}`)).toBeVisible();
  const sent = (await emulator.outbox()).find((message) => message.to === account.email);
  expect(sent?.channel).toBe("email");
  expect((await codeCalls(account.email)).sent).toEqual([
    { binding: "recovery", channel: "email", username: account.email },
  ]);

  await enterCode(page, await emulator.lastCode(account.email), javaScriptEnabled);
  await page.getByLabel("Придумайте пароль").fill("mail-secret");
  await page.getByLabel("Введите пароль еще раз").fill("mail-secret");
  await page.getByRole("button", { name: "Сохранить пароль" }).click();
  await expect(page.getByText("Пароль изменен. Войдите с новым паролем")).toBeVisible();
  await signInWith(page, account.email, "mail-secret");
  await expect(page.getByRole("banner").getByRole("link", { name: account.name })).toBeVisible();
});

test("an unknown user gets the server's text and keeps what was typed", async ({ page }) => {
  await page.goto("/auth/remind/");
  await page.getByLabel("Телефон или e-mail").fill("nobody@portal.test");
  await page.getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByRole("alert")).toHaveText("Пользователь не найден");
  await expect(page.getByLabel("Телефон или e-mail")).toHaveValue("nobody@portal.test");
});

test("'Назад' on the code step returns to the username, kept", async ({ page }) => {
  const account = await createAccount();
  await page.goto("/auth/remind/");
  await page.getByLabel("Телефон или e-mail").fill(account.email);
  await page.getByRole("button", { name: "Получить код" }).click();
  await page.getByRole("button", { name: "Назад" }).click();
  await expect(page.getByLabel("Телефон или e-mail")).toHaveValue(account.email);
});
