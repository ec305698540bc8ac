import { randomUUID } from "node:crypto";
import { type Page, type TestInfo } from "@playwright/test";
import { emulator, marketplaceAs } from "./emulator";
import { accessibilityViolations, DEMO, signIn } from "./support";
import { expect, test } from "./test";

// Closing documents against the emulator, with JavaScript on and off: the period filter
// as URL state that the emulator receives, downloads through the portal with the marketplace's bytes
// and name, and a download broken off mid-stream failing rather than ending as a short file.

const DOCS = "/suppliers-documents/personal/document";
type Doc = { period: { start: string; end: string }; downloadLink: string; document1CNumber: string };

/** The owner's documents of a type as the marketplace lists them, newest first. */
async function documentsOf(type: string): Promise<Doc[]> {
  const api = await marketplaceAs(DEMO.owner);
  return (await api("POST", `${DOCS}/list/${type}?limit=100`, { filter: {} })).items;
}

/** Each project its own document, so the two never share a fault or a download. */
const pick = (documents: Doc[], testInfo: TestInfo) => documents[testInfo.project.name === "js" ? 1 : 2];

const numbers = (page: Page) => page.locator(".documents-table tbody th").allTextContents();

test("a period filter narrows the documents, and the emulator received it", async ({ page }, testInfo) => {
  await signIn(page, DEMO.owner);
  const all = await documentsOf("upd");
  await page.goto("/documents/upd/");
  await expect(page.getByRole("heading", { level: 1, name: "Документы" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Типы документов" }).getByRole("link", { name: "УПД" }),
  ).toHaveAttribute("aria-current", "page");
  expect(await numbers(page)).toEqual(all.map((doc) => doc.document1CNumber));

  const [newer, older] = testInfo.project.name === "js" ? [all[1], all[2]] : [all[3], all[4]];
  const requestId = randomUUID();
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await page.getByLabel("с", { exact: true }).fill(older.period.start);
  await page.getByLabel("по", { exact: true }).fill(newer.period.start);
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${older.period.start}&to=${newer.period.start}$`));
  await expect.poll(() => numbers(page)).toEqual([newer.document1CNumber, older.document1CNumber]);
  await expect(page.getByRole("row", { name: new RegExp(newer.document1CNumber) })).toContainText(
    newer.period.start.split("-").reverse().join("."),
  );
  const lists = (await emulator.requestsOf(requestId)).filter((call) => call.path === `${DOCS}/list/upd`);
  expect(lists.at(-1)?.body).toEqual({ filter: { dateFrom: older.period.start, dateTo: newer.period.start } });
});

test("a finish before the start is said in Russian and not sent @nojs", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const requestId = randomUUID();
  await page.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  await page.goto("/documents/committee-report/?from=2026-05-01&to=2026-01-01");
  await expect(page.getByText("Начало периода позже его конца: период не применён.")).toBeVisible();
  await expect(page.getByLabel("с", { exact: true })).toHaveValue("2026-05-01");
  const [list] = await emulator.requestsOf(requestId);
  expect(list.body).toEqual({ filter: {} });
  await page.goto("/documents/committee-report/?from=1990-01-01&to=1990-12-31");
  await expect(page.getByText("За этот период документов нет.")).toBeVisible();
});

test("a document downloads through the portal with the marketplace's bytes and name", async ({ page }, testInfo) => {
  await signIn(page, DEMO.owner);
  // UPDs: a PDF is the same bytes every time, an XLSX carries the time it was made.
  const document = pick(await documentsOf("upd"), testInfo);
  await page.goto("/documents/upd/");
  const row = page.getByRole("row", { name: new RegExp(document.document1CNumber) });
  const link = row.getByRole("link", { name: /Скачать/ });
  expect(await link.getAttribute("href")).not.toContain("suppliers-documents");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const direct = await (await marketplaceAs(DEMO.owner)).raw(new URL(document.downloadLink).pathname);
  const name = decodeURIComponent(direct.headers.get("content-disposition")!.split("filename*=UTF-8''")[1]);
  expect(download.suggestedFilename()).toBe(name);
  expect(name).toContain(document.document1CNumber);
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.compare(Buffer.concat(chunks), Buffer.from(await direct.arrayBuffer()))).toBe(0);
  expect(await page.content()).not.toContain("127.0.0.1:31");
});

test("a download broken off mid-stream fails; an unknown one is 404; a failing list is a message @nojs", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const [document] = await documentsOf("upd");
  const hrefOf = (number: string) =>
    `/documents/upd/file/?${new URLSearchParams({ number, from: document.period.start, to: document.period.end })}`;
  const href = hrefOf(document.document1CNumber);
  const requestId = randomUUID();
  await emulator.addFault({ pathPrefix: new URL(document.downloadLink).pathname, cutAfterBytes: 100, requestId });
  await expect(page.request.get(href, { headers: { "X-Request-Id": requestId } })).rejects.toThrow();

  expect((await page.request.get(hrefOf("УПД-999999"))).status()).toBe(404);
  expect((await page.request.get("/documents/upd/file/?number=1&from=x&to=y")).status()).toBe(404);

  const failing = randomUUID();
  await emulator.addFault({ pathPrefix: `${DOCS}/list`, status: 503, requestId: failing });
  const file = await page.request.get(href, { headers: { "X-Request-Id": failing } });
  expect(file.status()).toBe(502);
  expect(await file.text()).toContain("Файл сейчас недоступен");
  await page.setExtraHTTPHeaders({ "X-Request-Id": failing });
  expect((await page.goto("/documents/upd/"))?.status()).toBe(502);
  await expect(page.getByRole("alert")).toContainText("Сервис временно недоступен");
});

test("the personal area shows the latest documents of each type with the same download", async ({ page }) => {
  await signIn(page, DEMO.owner);
  const [latest] = await documentsOf("upd");
  await page.goto("/personal/documents/");
  await expect(page.getByRole("heading", { level: 1, name: "Документы компании" })).toBeVisible();
  const upd = page.getByRole("region", { name: "УПД" });
  await expect(upd.getByRole("row", { name: new RegExp(latest.document1CNumber) })).toBeVisible();
  await expect(page.getByRole("region", { name: "Отчёты комиссионера" }).getByRole("row")).toHaveCount(7);
  const href = await upd
    .getByRole("link", { name: new RegExp(`Скачать УПД № ${latest.document1CNumber}`) })
    .getAttribute("href");
  expect((await page.request.get(href!)).headers()["content-type"]).toBe("application/pdf");
  await upd.getByRole("link", { name: /Все документы/ }).click();
  await expect(page).toHaveURL(/\/documents\/upd\/$/);
});

test("an owner without a company gets a notice, not a failure @nojs", async ({ page }) => {
  await signIn(page, DEMO.ownerWithoutCompany);
  expect((await page.goto("/documents/upd/"))?.status()).toBe(200);
  await expect(page.getByText("Документы появятся, когда у компании будет договор.")).toBeVisible();
});

test("the document pages have no accessibility violations @js", async ({ page }) => {
  await signIn(page, DEMO.owner);
  for (const url of ["/documents/upd/?from=2026-05-01&to=2026-01-01", "/personal/documents/"]) {
    await page.goto(url);
    expect(await accessibilityViolations(page, url)).toEqual([]);
  }
});
