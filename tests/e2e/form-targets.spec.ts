import { DEMO, DEMO_PASSWORD, signIn } from "./support";
import { expect, test } from "./test";

// Forms and the actions they post to (docs/decisions/071): the sign-in form has one action, so a post
// without the button's intent (a password manager, a script) signs in; a page whose route takes no
// post renders no post form; and a post such a page does not take is answered 405 in Russian,
// inside the layout.

test("the sign-in form sent without its button's intent signs in @nojs", async ({ page }) => {
  const response = await page.request.post("/auth/", {
    form: { username: DEMO.owner, password: DEMO_PASSWORD, remember: "on", redirectTo: "/catalog/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/catalog/");
  await page.goto("/catalog/");
  await expect(page.getByRole("heading", { level: 1, name: "Товары" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Выйти" })).toBeVisible();
});

test("the sign-in page still refuses an intent none of its forms sends @nojs", async ({ request }) => {
  const response = await request.post("/auth/", {
    form: { intent: "drop-everything", username: DEMO.owner, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Неизвестное действие");
});

test("the drafts being loaded are listed without a post form: the page takes no post", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/catalog/loading/");
  await expect(page.getByRole("heading", { level: 1, name: "Товары" })).toBeVisible();
  await expect(page.locator(".catalog-row").first()).toBeVisible();
  await expect(page.getByRole("main").locator('form[method="post"]')).toHaveCount(0);
});

test("a post to a page without an action: 405 and a Russian explanation inside the layout @nojs", async ({ page }) => {
  await signIn(page, DEMO.owner);
  // The browser posts a form to the page, as an old page's form would.
  await page.route(
    "**/catalog/loading/",
    (route) =>
      route.continue({
        method: "POST",
        postData: "intent=save",
        headers: { ...route.request().headers(), "content-type": "application/x-www-form-urlencoded" },
      }),
    { times: 1 },
  );
  const response = await page.goto("/catalog/loading/");
  expect(response?.status()).toBe(405);
  await expect(page.getByRole("heading", { level: 1, name: "Действие недоступно" })).toBeVisible();
  await expect(
    page.getByText("Эта страница не принимает такое действие. Вернитесь на страницу и воспользуйтесь её кнопками."),
  ).toBeVisible();
  await expect(page.getByText("Мы уже знаем")).toHaveCount(0);
  await expect(page.getByText("You made a POST request")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Разделы" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Вернуться на страницу" })).toHaveAttribute("href", "/catalog/loading/");
});
