import { randomUUID } from "node:crypto";
import { request as playwrightRequest } from "@playwright/test";
import { emulator, marketplaceAs } from "./emulator";
import { startPortal, stop } from "./servers";
import { DEMO, signInRequest } from "./support";
import { expect, test } from "./test";

// One deadline per page (docs/decisions/082). Every marketplace call of a page shares MARKETPLACE_TIMEOUT_MS,
// and the calls that do not depend on each other go out together, so a marketplace slower than the
// budget gives the Russian message at the budget, not at a multiple of it.

const BUDGET_MS = 2000;
const SLOWER_THAN_ANY_BUDGET_MS = 30_000;

test("with every marketplace call answering after 30 s, each main page says so in Russian within the page's budget @nojs", async () => {
  test.setTimeout(120_000);
  const portal = await startPortal({ MARKETPLACE_TIMEOUT_MS: String(BUDGET_MS) });
  const browserless = await playwrightRequest.newContext({ baseURL: portal.url });
  try {
    await signInRequest(browserless, DEMO.owner);
    const api = await marketplaceAs(DEMO.owner);
    const { items } = await api("POST", "/suppliers-orders/personal/order/list?limit=1", { filter: {} });
    const pages = [
      "/",
      "/catalog/",
      "/orders/",
      `/order/${items[0].id}/`,
      "/stocks/seller/b2c/",
      "/documents/committee-report/",
    ];
    for (const path of pages) {
      const requestId = `deadline-${randomUUID()}`;
      await emulator.addFault({ pathPrefix: "/", delayMs: SLOWER_THAN_ANY_BUDGET_MS, requestId });
      const started = performance.now();
      const answer = await browserless.get(path, { headers: { "X-Request-Id": requestId }, maxRedirects: 0 });
      const text = await answer.text();
      const took = performance.now() - started;
      // In the page's own words, or the error page's for a page that cannot be shown without its one call.
      expect(text, path).toMatch(/Сервис маркетплейса не ответил вовремя|Маркетплейс не отвечает/);
      expect(took, path).toBeLessThan(BUDGET_MS + 1000);
      console.log(`${path}: ${answer.status()} after ${Math.round(took)} ms (budget ${BUDGET_MS} ms)`);
    }
  } finally {
    await browserless.dispose();
    await stop(portal);
  }
});
