import { randomUUID } from "node:crypto";
import { type APIRequestContext } from "@playwright/test";
import { emulator } from "./emulator";
import { DEMO, formKeyOn, signInRequest } from "./support";
import { expect, test } from "./test";

// Refused junk in: every action of the route table gets a JSON body, a broken multipart
// body, empty bodies and an unknown intent. None answers 5xx, each says why in Russian, and the
// marketplace receives no write for any of them: the portal sends each page request's X-Request-Id
// along, so the emulator's log shows exactly the calls one post caused.

/** Every route with an action; the guest pages are posted signed out, the others signed in. */
const GUEST_ACTIONS = ["/", "/auth/", "/auth/remind/", "/registry/", "/registry/confirm/"];
const SIGNED_IN_ACTIONS = [
  "/",
  "/feedback/",
  "/personal/session/",
  "/personal/company/edit/",
  "/personal/contracts/offer/",
  "/personal/contracts/offer/1/",
  "/personal/service/",
  "/catalog/",
  "/catalog/onsale/",
  "/catalog/ready/",
  "/catalog/moderation/",
  "/catalog/archive/",
  "/catalog/price-quarantine/",
  "/stocks/marketplace/b2c/1/?index",
  "/stocks/marketplace/b2c/1/added/",
  "/stocks/seller/b2c/create/",
  "/stocks/seller/b2c/7/?index",
  "/stocks/seller/b2c/7/added/",
  "/stocks/seller/b2c/7/edit/",
  "/catalog/added/",
  "/catalog/edit/1/",
  "/catalog/copy/1/",
  "/catalog/update-barcode/",
  "/catalog/added-copy/",
  "/catalog/import/",
  // The product editor's picture upload answers its script in JSON, in the same words.
  "/catalog/images/",
  "/auth/logout/",
];

const JUNK: { name: string; headers?: Record<string, string>; data?: string; form?: Record<string, string> }[] = [
  { name: "a JSON body", headers: { "Content-Type": "application/json" }, data: '{"intent":"save","workplace":"1:1"}' },
  {
    name: "a broken multipart body",
    headers: { "Content-Type": "multipart/form-data; boundary=portal" },
    data: '--portal\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave',
  },
  { name: "an empty body" },
  { name: "an empty form", headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "" },
  { name: "an unknown intent", form: { intent: "drop-everything", workplace: "0:0", foo: "bar" } },
];

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

async function postJunkEverywhere(request: APIRequestContext, actions: string[]) {
  const answers: string[] = [];
  for (const path of actions) {
    for (const junk of JUNK) {
      const requestId = `junk-${randomUUID()}`;
      const response = await request.post(path, {
        headers: { ...junk.headers, "X-Request-Id": requestId },
        data: junk.data,
        form: junk.form,
        maxRedirects: 0,
      });
      const status = response.status();
      expect(status, `${junk.name} to ${path}`).toBeLessThan(500);
      if (status === 400 || status === 415) {
        expect(await response.text(), `${junk.name} to ${path}`).toMatch(
          /Запрос не принят|Портал принимает только формы|Форма пришла повреждённой|Проверьте|Обязательно/,
        );
      }
      const writes = (await emulator.requestsOf(requestId)).filter((call) => WRITES.includes(call.method));
      expect(writes, `${junk.name} to ${path} wrote upstream`).toEqual([]);
      answers.push(`${path} ${junk.name}: ${status}`);
    }
  }
  return answers;
}

test("junk posted to every guest action: 4xx in Russian, nothing sent upstream @nojs", async ({ request }) => {
  const answers = await postJunkEverywhere(request, GUEST_ACTIONS);
  expect(answers).toContain("/auth/ a JSON body: 415");
  expect(answers).toContain("/registry/ an unknown intent: 400");
});

test("junk posted to every signed-in action: 4xx in Russian, nothing sent upstream @nojs", async ({ request }) => {
  // Several posts to every action of the route table: about 15 s here.
  test.setTimeout(60_000);
  await signInRequest(request, DEMO.owner);
  const answers = await postJunkEverywhere(request, SIGNED_IN_ACTIONS);
  expect(answers).toContain("/personal/company/edit/ a JSON body: 415");
  expect(answers).toContain("/feedback/ a broken multipart body: 400");
  expect(answers).toContain("/personal/session/ an unknown intent: 400");
  expect(answers).toContain("/catalog/images/ a JSON body: 415");
  // Still signed in: the junk posted to logout logged nobody out.
  expect((await request.get("/personal/company/", { maxRedirects: 0 })).status()).toBe(200);

  await signInRequest(request, DEMO.service);
  await postJunkEverywhere(request, ["/personal/service/"]);
});

test("a refused body shows a Russian page inside the layout @nojs", async ({ request }) => {
  await signInRequest(request, DEMO.owner);
  const response = await request.post("/personal/company/edit/", {
    headers: { "Content-Type": "application/json" },
    data: '{"inn":"7701234567"}',
  });
  expect(response.status()).toBe(415);
  const html = await response.text();
  expect(html).toContain("Запрос не принят");
  expect(html).toContain("Портал принимает только формы со своих страниц");
  expect(html).toContain("Иванов Сергей Петрович"); // the header of the layout stays
});

test("the request log sees the writes a real form makes, by its request id @nojs", async ({ request }) => {
  await signInRequest(request, DEMO.owner);
  const requestId = `real-${randomUUID()}`;
  const response = await request.post("/feedback/", {
    headers: { "X-Request-Id": requestId },
    form: {
      formKey: await formKeyOn(request, "/?modal=feedback", "feedback"),
      intent: "feedback",
      returnTo: "/",
      categoryId: "1",
      mainText: "Проверка журнала запросов",
      clientFullName: "Иванов Сергей Петрович",
      clientPhone: "+7 (900) 000-00-01",
      clientEmail: "demo01@portal.test",
      consent: "on",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["x-request-id"]).toBe(requestId);
  const calls = await emulator.requestsOf(requestId);
  expect(calls.map((call) => `${call.method} ${call.path}`)).toContain("POST /crm-claim/claim");
});

test("the contract switcher accepts only a contract of the viewer's, and says so in Russian @nojs", async ({
  request,
}) => {
  await signInRequest(request, DEMO.owner);
  for (const workplace of ["0:0", "1:9999", "2:1", "1", ""]) {
    const requestId = `switch-${randomUUID()}`;
    const response = await request.post("/personal/session/", {
      headers: { "X-Request-Id": requestId, Referer: "http://127.0.0.1/personal/company/" },
      form: { intent: "switch", workplace },
      maxRedirects: 0,
    });
    expect(response.status(), workplace).toBe(302);
    expect(await emulator.requestsOf(requestId), workplace).toEqual([]);
  }
  const page = await request.get("/");
  expect(await page.text()).toContain("Такого договора нет среди ваших. Выберите договор из списка.");
});
