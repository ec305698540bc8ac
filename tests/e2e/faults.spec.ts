import { randomUUID } from "node:crypto";
import { E2E } from "../../playwright.config";
import { emulator } from "./emulator";
import { freePort, startPortal, stop, type Started } from "./servers";
import { DEMO, postLogin } from "./support";
import { expect, test } from "./test";

// The fault matrix: each main page, signed in, while the marketplace fails in each way an
// upstream fails. Every answer is a page of the portal (its header, a Russian message) with a
// status that says what happened, never a stack trace or an empty 500.
//
// Two portals of this test's own share the suite's sessions (same DATA_DIR): one with a 1-second
// limit for marketplace calls (so a "timeout" is quick), one pointed at a port nobody listens on.

test.describe.configure({ mode: "serial" });

const PAGES = ["/", "/catalog/", "/orders/", "/order/17/", "/personal/company/", "/personal/contracts/"];

/** How the marketplace fails: through an emulator fault scoped to one request, or not at all reachable. */
const FAULTS = {
  "500": { status: 500 },
  "malformed JSON": { body: '{"items": [1, 2', status: 200 },
  "no answer in time": { delayMs: 2500 },
} as const;

/** What a failing page may say (app/services/marketplace/client.server.ts and the error page). */
const RUSSIAN_FAILURE =
  /недоступ|не ответил|ответил некорректно|Не удалось|временно|Попробуйте|Что-то пошло не так|Произошла ошибка/;

let timed: Started;
let unreachable: Started;
let cookie: string;

test.beforeAll(async () => {
  const shared = { DATA_DIR: E2E.dataDir, MARKETPLACE_TIMEOUT_MS: "1000" };
  timed = await startPortal(shared);
  unreachable = await startPortal({ ...shared, MARKETPLACE_API_URL: `http://127.0.0.1:${await freePort()}` });
  const signedIn = await postLogin(timed.url, DEMO.owner);
  expect(signedIn.status).toBe(302);
  cookie = signedIn.headers.get("set-cookie")!.split(";")[0];
});

test.afterAll(async () => {
  await stop(timed, unreachable);
});

async function expectFailurePage(base: string, path: string, requestId: string, what: string) {
  const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie, "X-Request-Id": requestId } });
  const html = await response.text();
  const where = `${path} with ${what}: ${response.status}`;
  expect(response.status === 200 || (response.status >= 502 && response.status <= 504), where).toBe(true);
  expect(html, where).toContain('<header class="site-header');
  expect(html, where).toMatch(RUSSIAN_FAILURE);
  expect(html, where).not.toMatch(/\n\s+at [\w.<]+ \(|TypeError|SyntaxError|ECONNREFUSED/);
}

test("without a fault no main page says it failed, so the checks below can tell @nojs", async () => {
  for (const path of PAGES) {
    const response = await fetch(`${timed.url}${path}`, { headers: { Cookie: cookie } });
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).not.toMatch(RUSSIAN_FAILURE);
  }
});

for (const [what, fault] of Object.entries(FAULTS)) {
  test(`every main page survives a marketplace answering with ${what} @nojs`, async () => {
    for (const path of PAGES) {
      const requestId = `fault-${randomUUID()}`;
      await emulator.addFault({ pathPrefix: "/", requestId, ...fault });
      await expectFailurePage(timed.url, path, requestId, what);
    }
  });
}

// An answer that breaks the marketplace's contract (contract/marketplace.yaml, decision 060) is an upstream
// failure like any other: the Russian message in the layout, never a wrong page or a crash.
for (const breaks of ["missing-required", "wrong-type", "truncated"] as const) {
  test(`an answer that breaks the contract (${breaks}) gives the Russian message in the layout @nojs`, async () => {
    for (const path of ["/", "/catalog/", "/order/17/"]) {
      const requestId = `broken-${randomUUID()}`;
      await emulator.addFault({ pathPrefix: "/", requestId, breaks });
      const response = await fetch(`${timed.url}${path}`, { headers: { Cookie: cookie, "X-Request-Id": requestId } });
      const html = await response.text();
      const where = `${path} with ${breaks}: ${response.status}`;
      // The dashboard keeps its page and says what is missing; the others answer the upstream's 502.
      expect([200, 502], where).toContain(response.status);
      expect(html, where).toContain('<header class="site-header');
      expect(html, where).toContain("Сервис маркетплейса ответил некорректно. Попробуйте позже.");
      expect(html, where).not.toMatch(/\n\s+at [\w.<]+ \(|TypeError|SyntaxError/);
    }
  });
}

test("every main page survives a marketplace that refuses the connection @nojs", async () => {
  for (const path of PAGES) await expectFailurePage(unreachable.url, path, `refused-${randomUUID()}`, "refused");
});

// A dictionary that fails is an empty list (SPEC §8); where the list is a required choice of a form, the
// page says why it is empty (docs/decisions/124). A portal keeps these dictionaries once loaded, so a
// portal of this test's own, which has not loaded them yet, meets the failures.
test("a form whose dictionary does not load says why its list is empty, and offers it once it loads @nojs", async () => {
  const fresh = await startPortal({ DATA_DIR: E2E.dataDir });
  const headersOf = (form: { signedIn: boolean }): Record<string, string> => (form.signedIn ? { Cookie: cookie } : {});
  const forms = [
    {
      path: "/stocks/seller/b2c/create/",
      dictionary: "/stores-cities/stores",
      said: "Не удалось загрузить магазины из маркетплейса",
      list: 'name="storeIds"',
      signedIn: true,
    },
    {
      path: "/",
      dictionary: "/suppliers-users/directory/sections",
      said: "Не удалось загрузить категории товаров из маркетплейса, поэтому отправить заявку сейчас нельзя",
      list: 'name="productCategories"',
      signedIn: false,
    },
    {
      path: "/personal/company/edit/",
      dictionary: "/suppliers-users/directory",
      said: "Не удалось загрузить формы собственности и категории товаров из маркетплейса",
      list: 'name="sectionIds"',
      signedIn: true,
    },
  ];
  try {
    // The three failures first: the landing and the company form share the sections, and a load that
    // succeeds is kept.
    for (const form of forms) {
      const requestId = `dictionary-${randomUUID()}`;
      await emulator.addFault({ pathPrefix: form.dictionary, status: 503, requestId, times: 2 });
      const failed = await fetch(`${fresh.url}${form.path}`, {
        headers: { ...headersOf(form), "X-Request-Id": requestId },
      });
      const failedHtml = await failed.text();
      expect(failed.status, form.path).toBe(200);
      expect(failedHtml, form.path).toContain(form.said);
      expect(failedHtml, form.path).not.toContain(form.list);
    }
    for (const form of forms) {
      const loaded = await (await fetch(`${fresh.url}${form.path}`, { headers: headersOf(form) })).text();
      expect(loaded, form.path).not.toContain("Не удалось загрузить");
      expect(loaded, form.path).toContain(form.list);
    }
  } finally {
    await stop(fresh);
  }
});
