import { type Page } from "@playwright/test";
import { marketplaceAs } from "./emulator";
import { DEMO, signIn } from "./support";
import { expect, test } from "./test";

// The lite version for slow connections (docs/decisions/017). With `Save-Data: on`, or after the footer's
// switch, pages come without client JavaScript (they all work without it) and catalog pictures
// at the smallest CDN size.

/** Bytes of JavaScript the page downloaded while loading. */
async function scriptBytes(page: Page, path: string) {
  let bytes = 0;
  const counting = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") {
      void response.body().then(
        (body) => (bytes += body.length),
        () => undefined,
      );
    }
  };
  page.on("response", counting);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("response", counting);
  return bytes;
}

test("with Save-Data the landing and the catalog load no JavaScript, and the catalog's pictures are smallest @js", async ({
  page,
}) => {
  expect(await scriptBytes(page, "/")).toBeGreaterThan(50_000);
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  expect(await scriptBytes(page, "/")).toBe(0);
  await signIn(page, DEMO.owner);
  expect(await scriptBytes(page, "/catalog/")).toBe(0);
  // The first row with a picture: products other tests created have none.
  const picture = page.locator(".catalog-row img").first();
  await expect(picture).toHaveAttribute("src", /[?&]w=48&h=48&q=50/);
  await expect(picture).toHaveAttribute("width", "96");
  // Still a working page: the search is a plain form.
  await page.getByRole("searchbox").first().fill("дрель");
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(/q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C|q=дрель/);
});

test("the footer's switch turns the lite version on and off, on the same page", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto("/orders/?sort=totalAmount");
  await page.getByRole("contentinfo").getByRole("button", { name: "Лёгкая версия" }).click();
  await expect(page).toHaveURL("/orders/?sort=totalAmount");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Полная версия" })).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);
  await page.getByRole("contentinfo").getByRole("button", { name: "Полная версия" }).click();
  await expect(page).toHaveURL("/orders/?sort=totalAmount");
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Лёгкая версия" })).toBeVisible();
  expect(await page.locator("script").count()).toBeGreaterThan(0);
});

test("the switch wins over Save-Data, and a forged switch is refused in Russian @nojs", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  await page.goto("/privacy-policy/");
  expect(await page.locator("script").count()).toBe(0);
  await page.getByRole("contentinfo").getByRole("button", { name: "Полная версия" }).click();
  expect(await page.locator("script").count()).toBeGreaterThan(0);

  const forged = await page.request.post("/lite/", { form: { intent: "everything", redirectTo: "/" } });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Запрос не принят");
});

test("the lite version's promotion pages show the smallest thumbnails too @js", async ({ page }) => {
  const api = await marketplaceAs(DEMO.owner);
  const { items } = (await api("GET", "/suppliers-promotions/personal?source=marketplace&siteId=b2c&limit=100")) as {
    items: { id: number; status: string }[];
  };
  const open = items.find((promotion) => promotion.status !== "past")!;
  await signIn(page, DEMO.owner);
  const picture = page.locator(".catalog-row img").first();
  await page.goto(`/stocks/marketplace/b2c/${open.id}/added/`);
  await expect(picture).toHaveAttribute("src", /[?&]w=96&h=96&q=80/);
  await page.setExtraHTTPHeaders({ "Save-Data": "on" });
  await page.goto(`/stocks/marketplace/b2c/${open.id}/added/`);
  await expect(picture).toHaveAttribute("src", /[?&]w=48&h=48&q=50/);
});
