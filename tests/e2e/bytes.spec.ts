import { type APIRequestContext } from "@playwright/test";
import { NOT_FOUND, PRIVATE_PAGES, PUBLIC_PAGES } from "./route-table";
import { DEMO, signInRequest } from "./support";
import { expect, test } from "./test";

// Pages leave the server byte-clean: valid UTF-8, no NUL, no U+FFFD, whatever falls on a
// streamed chunk boundary. A crawl of the whole route table, signed out and as owner 01, with the
// modal and the long pages among them. Plain HTTP: the bytes are the same with or without scripts.

const PAGES = [
  ...PUBLIC_PAGES.map(({ path }) => path),
  ...PRIVATE_PAGES,
  ...NOT_FOUND,
  "/?modal=feedback",
  "/personal/company/?modal=feedback",
];

async function expectCleanPages(request: APIRequestContext) {
  const dirty: string[] = [];
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    const bytes = await response.body();
    let text = "";
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      dirty.push(`${path}: invalid UTF-8`);
      continue;
    }
    const nul = bytes.indexOf(0);
    if (nul >= 0) dirty.push(`${path}: NUL at byte ${nul}`);
    if (text.includes("\uFFFD")) dirty.push(`${path}: U+FFFD at ${text.indexOf("\uFFFD")}`);
  }
  expect(dirty).toEqual([]);
}

test("every page of the route table is valid UTF-8 without NUL or U+FFFD, signed out @nojs", async ({ request }) => {
  await expectCleanPages(request);
});

test("every page of the route table is valid UTF-8 without NUL or U+FFFD, as owner 01 @nojs", async ({ request }) => {
  await signInRequest(request, DEMO.owner);
  await expectCleanPages(request);
});
