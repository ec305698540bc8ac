import { randomUUID } from "node:crypto";
import { type Page } from "@playwright/test";
import {
  clearCode,
  codeCalls,
  createAccount,
  enterCode,
  freshContacts,
  inviteWorker,
  masked,
  signInWith,
  wrongCode,
} from "./accounts";
import { emulator } from "./emulator";
import { formKeyOn, sidewaysScroll } from "./support";
import { expect, test } from "./test";

// Registration (/registry/) and a worker's invitation (/registry/confirm/), JS on and off.

type Contacts = ReturnType<typeof freshContacts>;

async function fillSignup(page: Page, { name, phone, email }: Contacts) {
  await page.goto("/registry/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Регистрация");
  await page.getByLabel("ФИО").fill(name);
  await page.getByLabel("Телефон").fill(phone);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Далее" }).click();
}

async function expectCodeStep(page: Page, phone: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Подтверждение аккаунта");
  await expect(page.getByText(`Код подтверждения аккаунта выслан на указанный номер ${masked(phone)}`)).toBeVisible();
}

/** The code step's field: the single input without JS, the group of boxes with JS. */
function codeField(page: Page) {
  return page.locator(".code-input");
}

async function setPasswords(page: Page, password: string, confirmation = password) {
  await page.getByLabel("Придумайте пароль").fill(password);
  await page.getByLabel("Введите пароль еще раз").fill(confirmation);
  await page.getByRole("button", { name: "Подтвердить" }).click();
}

test("a new phone registers end to end and then signs in", async ({ page, javaScriptEnabled }) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  await expect(page).toHaveURL("/registry/");

  await enterCode(page, await emulator.lastCode(contacts.phone), javaScriptEnabled);
  await expect(page.getByRole("button", { name: "Подтвердить" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Назад" })).toHaveCount(0);
  await setPasswords(page, "secret-1");

  await expect(page).toHaveURL("/auth/");
  await expect(page.getByText("Регистрация завершена. Войдите с вашим паролем")).toBeVisible();
  await signInWith(page, contacts.phone, "secret-1");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: contacts.name })).toBeVisible();
});

test("a reload keeps the step: the flow lives in the session", async ({ page }) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  await page.reload();
  await expectCodeStep(page, contacts.phone);
});

test("a repeated sign-up answers 406: no error, exactly one new code by SMS, and the code step opens", async ({
  page,
  javaScriptEnabled,
}) => {
  const account = await createAccount();
  const codesTo = async (phone: string) => (await emulator.outbox()).filter((sent) => sent.to === phone);
  const before = (await codesTo(account.phone)).length;
  await fillSignup(page, { ...freshContacts(), phone: account.phone });
  await expectCodeStep(page, account.phone);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // Signup's 406 (an existing or pending account) sends nothing, the portal's send-code sends the one code.
  const sent = await codesTo(account.phone);
  expect(sent).toHaveLength(before + 1);
  expect(sent[0].channel).toBe("phone");
  expect((await codeCalls(account.phone)).sent).toEqual([
    { binding: "registration", channel: "phone", username: account.phone },
  ]);

  await enterCode(page, sent[0].code, javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
  expect((await codeCalls(account.phone)).checked).toEqual([
    { binding: "registration", username: account.phone, code: sent[0].code },
  ]);
});

test("another refusal shows the server's text in an error notification and keeps the input", async ({ page }) => {
  const contacts = { ...freshContacts(), email: "demo01@portal.test" };
  await fillSignup(page, contacts);
  await expect(page.getByRole("alert")).toHaveText("Пользователь с таким email уже зарегистрирован");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Регистрация");
  await expect(page.getByLabel("ФИО")).toHaveValue(contacts.name);
  await expect(page.getByLabel("Телефон")).toHaveValue(masked(contacts.phone));
  await expect(page.getByLabel("Email")).toHaveValue(contacts.email);
});

test("step 1 checks each field by its rule and keeps what was typed", async ({ page }) => {
  await page.goto("/registry/");
  await page.getByLabel("ФИО").fill("Ivan");
  await page.getByLabel("Телефон").fill("123");
  await page.getByLabel("Email").fill("not-an-email");
  // With JS the messages come on blur and the button waits; without JS the server answers them all.
  await page.getByLabel("Email").blur();
  await page.getByRole("button", { name: "Далее" }).click({ force: true });
  await expect(page.getByText("Введите ФИО")).toBeVisible();
  await expect(page.getByText("Неверный формат номера")).toBeVisible();
  await expect(page.getByText("Неверный формат адреса Email")).toBeVisible();
  await expect(page.getByLabel("ФИО")).toHaveValue("Ivan");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
});

test("a wrong code turns the field invalid without a text; the right one goes on", async ({
  page,
  javaScriptEnabled,
}) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  const code = await emulator.lastCode(contacts.phone);

  await enterCode(page, wrongCode(code), javaScriptEnabled);
  await expect(codeField(page)).toHaveClass(/code-input--invalid/);
  await expect(codeField(page).locator("input[aria-invalid=true]").first()).toBeVisible();
  await expect(codeField(page).locator(".field__message")).toBeEmpty();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await clearCode(page, javaScriptEnabled);
  await enterCode(page, code, javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
});

test("check-code's body decides: a 200 that says error: true refuses even the right code", async ({
  page,
  javaScriptEnabled,
}) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  const code = await emulator.lastCode(contacts.phone);
  const requestId = `check-code-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await emulator.addFault({
    pathPrefix: "/suppliers-users/auth/v2/check-code",
    status: 200,
    body: JSON.stringify({ error: true, errorText: "Вы ввели неверный код, попробуйте еще раз", status: 406 }),
    requestId,
    times: 1,
  });

  await enterCode(page, code, javaScriptEnabled);
  await expect(codeField(page)).toHaveClass(/code-input--invalid/);
  await expect(codeField(page).locator(".field__message")).toBeEmpty();
  await expect(page.getByLabel("Придумайте пароль")).toHaveCount(0);

  // The fault answered once: the same code, checked for real, goes on.
  await clearCode(page, javaScriptEnabled);
  await enterCode(page, code, javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
});

test("an expired code says so; a resent code works", async ({ page, javaScriptEnabled }) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  const expired = await emulator.lastCode(contacts.phone);
  await emulator.expireCodes(contacts.phone);

  await enterCode(page, expired, javaScriptEnabled);
  await expect(codeField(page).locator(".field__message")).toHaveText("Код истек, Запросите код повторно");

  await page.getByRole("button", { name: "Выслать код по SMS" }).click();
  await expect(page.getByText("Код выслан повторно")).toBeVisible();
  expect((await codeCalls(contacts.phone)).sent).toEqual([
    { binding: "registration", channel: "phone", username: contacts.phone },
  ]);
  const fresh = await emulator.lastCode(contacts.phone);
  expect(fresh).not.toBe("");
  await clearCode(page, javaScriptEnabled);
  await enterCode(page, fresh, javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
});

test("the code can be resent by e-mail: the step says where it went, and the e-mailed code goes on", async ({
  page,
  javaScriptEnabled,
}) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);

  await page.getByRole("button", { name: "Выслать код на Email" }).click();
  await expect(page.getByText("Код выслан повторно")).toBeVisible();
  await expect(
    page.getByText(`Код подтверждения аккаунта выслан на указанный адрес Email ${contacts.email}`),
  ).toBeVisible();
  expect((await codeCalls(contacts.phone)).sent).toEqual([
    { binding: "registration", channel: "email", username: contacts.phone },
  ]);
  const mailed = (await emulator.outbox()).find((sent) => sent.to === contacts.email);
  expect(mailed?.channel).toBe("email");

  await enterCode(page, mailed!.code, javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
});

test("after an e-mailed code, 'Назад' and 'Далее' send the code by SMS again", async ({ page }) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  await page.getByRole("button", { name: "Выслать код на Email" }).click();
  await expect(page.getByText(`выслан на указанный адрес Email ${contacts.email}`)).toBeVisible();

  await page.getByRole("button", { name: "Назад" }).click();
  await page.getByRole("button", { name: "Далее" }).click();
  await expectCodeStep(page, contacts.phone);
  // The repeated signup answers 406 and the portal sends the phone code.
  expect((await codeCalls(contacts.phone)).sent.at(-1)).toEqual({
    binding: "registration",
    channel: "phone",
    username: contacts.phone,
  });
});

test("a forged resend to another channel is refused in Russian, nothing is sent", async ({ page }) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  const formKey = await formKeyOn(page.request, "/registry/", "resend-phone");
  const forged = await page.request.post("/registry/?index", {
    form: { formKey, intent: "resend", channel: "pigeon" },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Неизвестное действие");
  expect((await codeCalls(contacts.phone)).sent).toEqual([]);
});

test("'Назад' returns to step 1 with everything typed", async ({ page }) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  await page.getByRole("button", { name: "Назад" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Регистрация");
  await expect(page.getByLabel("ФИО")).toHaveValue(contacts.name);
  await expect(page.getByLabel("Телефон")).toHaveValue(masked(contacts.phone));
  await expect(page.getByLabel("Email")).toHaveValue(contacts.email);
  await expect(page.getByRole("link", { name: "Войти" })).toHaveAttribute("href", "/auth/");
});

test("a complete, valid query signs up on load; a partial one only prefills", async ({ page }) => {
  const contacts = freshContacts();
  await page.goto(`/registry/?${new URLSearchParams(contacts)}`);
  await expectCodeStep(page, contacts.phone);
  await expect(page).toHaveURL("/registry/");
  expect(await emulator.lastCode(contacts.phone)).toMatch(/^\d{4}$/);

  const partial = freshContacts();
  await page.goto(`/registry/?${new URLSearchParams({ name: partial.name, phone: partial.phone, email: "wrong" })}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Регистрация");
  await expect(page.getByLabel("ФИО")).toHaveValue(partial.name);
  await expect(page.getByLabel("Email")).toHaveValue("wrong");
  expect((await emulator.outbox()).some((sent) => sent.to === partial.phone)).toBe(false);
});

test("mismatched passwords say 'Пароли не совпадают'; the step and its input stay, never the password", async ({
  page,
  javaScriptEnabled,
}) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  // The code is in the outbox once the code step shows; reading it earlier races the signup.
  await expectCodeStep(page, contacts.phone);
  await enterCode(page, await emulator.lastCode(contacts.phone), javaScriptEnabled);

  await page.getByLabel("Придумайте пароль").fill("secret-1");
  await page.getByLabel("Введите пароль еще раз").fill("secret-2");
  await page.getByLabel("Введите пароль еще раз").blur();
  if (javaScriptEnabled) {
    // Checked in the browser: nothing is posted and the typed values stay.
    await expect(page.getByText("Пароли не совпадают")).toBeVisible();
    await expect(page.getByRole("button", { name: "Подтвердить" })).toBeDisabled();
    await expect(page.getByLabel("Придумайте пароль")).toHaveValue("secret-1");
    await expect(page.getByLabel("Введите пароль еще раз")).toHaveValue("secret-2");
    await page.getByLabel("Введите пароль еще раз").fill("secret-1");
    await expect(page.getByRole("button", { name: "Подтвердить" })).toBeEnabled();
  } else {
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Подтвердить" }).click();
    expect(await (await answer).text()).not.toContain("secret-");
    await expect(page.getByText("Пароли не совпадают")).toBeVisible();
    await expectCodeStep(page, contacts.phone);
    await expect(page.getByLabel("Придумайте пароль")).toHaveValue("");
  }
});

test("a signup posted from another page (the landing) lands on the code step", async ({ page }) => {
  const contacts = freshContacts();
  const posted = await page.request.post("/registry/?index", {
    form: {
      formKey: await formKeyOn(page.request, "/", "landing-signup"),
      intent: "signup",
      ...contacts,
      consent: "on",
    },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(posted.headers().location).toBe("/registry/");
  await page.goto("/registry/");
  await expectCodeStep(page, contacts.phone);

  const invalid = await page.request.post("/registry/?index", {
    form: { formKey: await formKeyOn(page.request, "/", "landing-signup"), intent: "signup", ...contacts, email: "x" },
  });
  expect(invalid.status()).toBe(400);
  const html = await invalid.text();
  expect(html).toContain("Неверный формат адреса Email");
  expect(html).toContain("Обязательно к заполнению"); // the consent was not given
});

test("@js one request at a time: a loader overlay while the code is checked, further submits dropped", async ({
  page,
}) => {
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);

  let posts = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/registry/**", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts += 1;
    await held;
    await route.continue();
  });
  await enterCode(page, await emulator.lastCode(contacts.phone), true);
  await expect(page.locator(".busy-overlay")).toBeVisible();
  await page.locator("form:has(.code-input)").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await page.getByRole("button", { name: "Назад" }).press("Enter");
  release();
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
  await expect(page.locator(".busy-overlay")).toHaveCount(0);
  expect(posts).toBe(1);
});

test("at 360 px every step fits the screen without horizontal scroll", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const expectNoHorizontalScroll = async () => expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  const contacts = freshContacts();
  await fillSignup(page, contacts);
  await expectCodeStep(page, contacts.phone);
  await expectNoHorizontalScroll();
  await enterCode(page, await emulator.lastCode(contacts.phone), javaScriptEnabled);
  await expect(page.getByLabel("Придумайте пароль")).toBeVisible();
  await expectNoHorizontalScroll();
  for (const path of ["/registry/", "/auth/remind/", "/registry/confirm/"]) {
    await page.goto(path);
    await expectNoHorizontalScroll();
  }
});

test.describe("a worker's invitation", () => {
  test("the link from the owner's invitation sets the password; the worker signs in", async ({ page }) => {
    const worker = await inviteWorker("79000000008");
    expect(worker.link).toMatch(/^\/registry\/confirm\/\?username=\d{11}&code=\d{4}$/);
    await page.goto(worker.link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Подтверждение регистрации");
    await setPasswords(page, "worker-1");

    await expect(page).toHaveURL("/auth/");
    await expect(page.getByText("Пароль установлен. Войдите в портал")).toBeVisible();
    await signInWith(page, worker.phone, "worker-1");
    await expect(page.getByRole("banner").getByRole("link", { name: worker.name })).toBeVisible();
  });

  test("a wrong code shows the server's text; a link without its data asks for correct data", async ({ page }) => {
    const worker = await inviteWorker("79000000008");
    const code = new URL(worker.link, "http://portal").searchParams.get("code")!;
    await page.goto(`/registry/confirm/?username=${worker.phone}&code=${wrongCode(code)}`);
    await setPasswords(page, "worker-1");
    await expect(page.getByRole("alert")).toHaveText("Вы ввели неверный код, попробуйте еще раз");

    await page.goto("/registry/confirm/");
    await setPasswords(page, "worker-1");
    await expect(page.getByRole("alert")).toHaveText("Введите корректные данные");
  });
});
