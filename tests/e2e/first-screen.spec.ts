import { expect, test, type Page } from "@playwright/test";

// What a slow phone's first screen waits for. docs/decisions/103: the first page a browser gets carries
// the stylesheet inline, so a slow network paints it without a second round trip, and fetches the file
// behind it; the pages after it link the file the browser now holds. Either way the page is drawn with
// the same rules.

const STYLESHEET = /^\/assets\/app-[\w-]+\.css$/;
const inlineStyles = (page: Page) => page.locator("head style");
const linkedStylesheet = (page: Page) => page.locator('head link[rel="stylesheet"]');
/** A rule only the stylesheet sets: every layout's page is a column of flex boxes. */
const expectStyled = (page: Page) => expect(page.locator(".page").first()).toHaveCSS("display", "flex");

test("the first page carries the stylesheet inline and fetches the file; the next page links it", async ({
  page,
  javaScriptEnabled,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const fetched = page.waitForResponse((response) => STYLESHEET.test(new URL(response.url()).pathname));
  await page.goto("/");
  await expect(inlineStyles(page)).toHaveCount(1);
  await expect(linkedStylesheet(page)).toHaveCount(0);
  await expectStyled(page);
  expect((await fetched).status()).toBe(200);
  const cookie = (await page.context().cookies()).find((one) => one.name === "styles");
  expect(cookie?.value).toMatch(/^app-[\w-]+$/);

  await page.getByRole("banner").getByRole("link", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/auth\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectStyled(page);
  // A page opened by the script keeps the styles its document came with.
  if (javaScriptEnabled) await expect(inlineStyles(page)).toHaveCount(1);

  await page.reload();
  await expect(inlineStyles(page)).toHaveCount(0);
  await expect(linkedStylesheet(page)).toHaveAttribute("href", STYLESHEET);
  await expectStyled(page);
  expect(problems).toEqual([]);
});

test("a browser that names an older stylesheet gets the current one inline again @nojs", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "styles", value: "app-0ld", url: baseURL! }]);
  await page.goto("/info-base/");
  await expect(inlineStyles(page)).toHaveCount(1);
  await expectStyled(page);
  const cookie = (await page.context().cookies()).find((one) => one.name === "styles");
  expect(cookie?.value).not.toBe("app-0ld");
});
