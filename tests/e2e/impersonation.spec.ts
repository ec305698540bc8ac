import { DEMO, signIn } from "./support";
import { expect, test } from "./test";

// A service user acts as another user and comes back (/personal/service/), JS on and off.

const SERVICE_NAME = "Морозов Илья Сергеевич";
const TARGET_NAME = "Смирнова Анна Владимировна";

test("demo 06 acts as another user, sees the banner on every page, and returns", async ({ page }) => {
  await signIn(page, DEMO.service);
  await page.goto("/personal/service/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Сервисные функции");

  await page.getByLabel("Телефон или e-mail пользователя").fill("+7 (900) 000-00-02");
  await page.getByRole("button", { name: "Войти как пользователь" }).click();
  await expect(page).toHaveURL("/");
  const banner = page.getByRole("status").filter({ hasText: "Вы вошли как" });
  await expect(banner).toHaveText(/Вы вошли как Смирнова Анна Владимировна/);
  await expect(page.getByRole("banner").getByRole("link", { name: TARGET_NAME })).toBeVisible();

  await page.goto("/personal/settings/");
  await expect(banner).toBeVisible();
  // Acting as an owner, the service page is not theirs.
  const refused = await page.request.get("/personal/service/", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);

  await banner.getByRole("button", { name: "Вернуться" }).click();
  await expect(page).toHaveURL("/personal/service/");
  await expect(page.getByText("Вы вошли как")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: SERVICE_NAME })).toBeVisible();
});

test("an empty field says 'Поле не может быть пустым'; an unknown user, the server's text", async ({ page }) => {
  await signIn(page, DEMO.service);
  await page.goto("/personal/service/");
  const field = page.getByLabel("Телефон или e-mail пользователя");
  // With JS the button waits for a valid field, so the message comes from the blur.
  await field.focus();
  await field.blur();
  await page.getByRole("button", { name: "Войти как пользователь" }).click({ force: true });
  await expect(page.getByText("Поле не может быть пустым")).toBeVisible();

  await field.fill("nobody@portal.test");
  await page.getByRole("button", { name: "Войти как пользователь" }).click();
  await expect(page.getByText("Пользователь не найден")).toBeVisible();
  await expect(field).toHaveValue("nobody@portal.test");
  await expect(page.getByText("Вы вошли как")).toHaveCount(0);
});

test("other roles cannot open the service page nor post to it", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const opened = await page.request.get("/personal/service/", { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  const posted = await page.request.post("/personal/service/", {
    form: { intent: "impersonate", username: DEMO.manager },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  await page.goto("/");
  await expect(page.getByText("Вы вошли как")).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("link", { name: "Иванов Сергей Петрович" })).toBeVisible();
});
