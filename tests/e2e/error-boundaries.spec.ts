import { randomUUID } from "node:crypto";
import { type Page } from "@playwright/test";
import { emulator } from "./emulator";
import { DEMO, signIn } from "./support";
import { expect, test } from "./test";

// An unexpected error on one page shows a Russian message inside its area's layout: the header, the
// area's navigation and the footer stay, with a way to retry, and the status is kept (docs/decisions/009).

const OWNER_INN = "7728145639"; // ООО «СтройМастер» of owner 01 (emulator/seed/demo.ts)

async function expectPersonalArea(page: Page) {
  await expect(page.getByRole("navigation", { name: "Разделы" })).toBeVisible();
  const area = page.getByRole("navigation", { name: "Личный кабинет" });
  await expect(area.getByRole("link", { name: "Настройки профиля" })).toBeVisible();
  await expect(area.getByRole("link", { name: "Договоры" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** A fault for this page's own calls only (the emulator matches X-Request-Id), safe beside other tests. */
async function faultForNextPage(page: Page, fault: { pathPrefix: string; status?: number; body?: string }) {
  const requestId = `fault-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await emulator.addFault({ ...fault, requestId, times: 1 });
}

test("an answer of an unexpected shape: 502 and a Russian message inside the personal area", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await faultForNextPage(page, {
    pathPrefix: `/suppliers-contracts/contracts/by_inn/${OWNER_INN}`,
    body: '{"unexpected":true}',
  });
  const response = await page.goto("/personal/contracts/");
  // The contract's check turns it into an upstream failure (docs/decisions/060), not a crash of the page.
  expect(response?.status()).toBe(502);
  await expect(page.getByText("Сервис маркетплейса ответил некорректно. Попробуйте позже.")).toBeVisible();
  await expectPersonalArea(page);
  await expect(page.getByText("TypeError")).toHaveCount(0);

  // The marketplace answers again: the page shows the contracts.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Договоры" })).toBeVisible();
  await expect(page.getByText("Сервис маркетплейса ответил некорректно")).toHaveCount(0);
});

test("a thrown 404 stays 404 inside the personal area", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const response = await page.goto("/personal/contracts/offer/999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
  await expectPersonalArea(page);
});

test("an upstream fault answers 502 with the layout and 'Сервис временно недоступен'", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await faultForNextPage(page, { pathPrefix: "/suppliers-contracts/offers/active", status: 503 });
  const response = await page.goto("/personal/contracts/offer/");
  expect(response?.status()).toBe(502);
  await expect(page.getByRole("heading", { level: 1, name: "Сервис временно недоступен" })).toBeVisible();
  await expectPersonalArea(page);
});
