import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmulator, type RunningEmulator } from "../../emulator/app";
import { DELIBERATE_HEADER, type Breach } from "../../emulator/breaches";
import { FAULT_HEADER } from "../../emulator/contract-answers";
import { DEMO_USERS } from "../../emulator/seed/demo";
import { json } from "../../emulator/server/reply";
import type { Router } from "../../emulator/server/router";
import { expectError, startTestEmulator, type TestEmulator } from "./core-helpers";

// The strict emulator (EMULATOR_STRICT=1, the browser suite's) as the marketplace's gateway: a request
// outside the contract answers 400 with a Russian text and is a breach; an answer of its own outside
// the contract is a breach too (emulator/breaches.ts, docs/decisions/096).

const LOGIN = "/suppliers-users/auth/v2/login";
const COUNT = "/suppliers-users/users/info/get-count-users";
const REFUSED = /^Запрос не соответствует контракту: \S/;

/** A call as sent, headers and all (the helper's `call` always adds X-Site). */
async function send(
  url: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const response = await fetch(url + path, {
    method,
    headers: { ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

describe("requests, against the contract", () => {
  let api: TestEmulator;
  const breaches = async () => (await api.call<Breach[]>("GET", "/__emulator/breaches")).body;
  let token: string;

  beforeAll(async () => {
    api = await startTestEmulator({ strict: true });
    token = (await api.login(DEMO_USERS.owner.phone)).token;
  });
  afterAll(() => api.stop());
  beforeEach(async () => {
    await api.call("DELETE", "/__emulator/breaches");
  });

  it("refuses a call without X-Site with 400 and a Russian text, and keeps the breach with the caller's request id", async () => {
    const refused = await send(api.emulator.url, "GET", COUNT, { headers: { "x-request-id": "page-1" } });
    expectError(refused, 400, "validation");
    expect(refused.body).toMatchObject({ error: true, message: "Bad Request", status: 400 });
    expect(refused.body.errorText).toMatch(REFUSED);
    expect(refused.body.errorText).toContain("X-Site");
    expect(await breaches()).toEqual([
      {
        kind: "request",
        method: "GET",
        path: COUNT,
        operationId: "countUsers",
        violation: "the header parameter X-Site is missing",
        status: 400,
        requestId: "page-1",
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it("refuses another site in X-Site", async () => {
    expectError(await send(api.emulator.url, "GET", COUNT, { headers: { "x-site": "buyer" } }), 400, "validation");
    expect((await breaches())[0].violation).toMatch(/X-Site/);
  });

  it("refuses a body without a required field, before it checks the credentials", async () => {
    const refused = await api.call("POST", LOGIN, { body: { username: DEMO_USERS.owner.phone, remember: false } });
    expectError(refused, 400, "validation");
    expect(refused.body.errorText).toMatch(REFUSED);
    expect(refused.body.errorText).toContain("password");
    expect(await breaches()).toMatchObject([{ kind: "request", method: "POST", path: LOGIN, operationId: "login" }]);
  });

  it("refuses a field of another type", async () => {
    const refused = await api.call("POST", LOGIN, {
      body: { username: DEMO_USERS.owner.phone, password: 123456, remember: false },
    });
    expectError(refused, 400, "validation");
    expect(refused.body.errorText).toMatch(REFUSED);
    expect((await breaches())[0].violation).toBe("/password must be string");
  });

  it("refuses a body that is not JSON", async () => {
    const refused = await api.call("POST", LOGIN, { body: "{not json" });
    expectError(refused, 400, "validation");
    expect(refused.body.errorText).toBe("Запрос не соответствует контракту: the body is not JSON");
    expect(await breaches()).toHaveLength(1);
  });

  it("refuses a path parameter outside its pattern: an INN that is not 10 or 12 digits", async () => {
    for (const inn of ["12345", "77281456390", "772814563a"]) {
      const refused = await api.call("GET", `/suppliers-users/contractors/by_inn/${inn}`, { token });
      expectError(refused, 400, "validation");
      expect(refused.body.errorText).toMatch(REFUSED);
      expect(refused.body.errorText).toContain("inn");
    }
    expect((await breaches()).map((b) => [b.operationId, b.path])).toEqual([
      ["contractorByInn", "/suppliers-users/contractors/by_inn/12345"],
      ["contractorByInn", "/suppliers-users/contractors/by_inn/77281456390"],
      ["contractorByInn", "/suppliers-users/contractors/by_inn/772814563a"],
    ]);
  });

  it("refuses a query parameter outside its list, named as written (sort[0][direction])", async () => {
    const list = "/sp-products-catalog/v2/product/offer/list";
    const refused = await api.call("POST", `${list}?sort[0][field]=price&sort[0][direction]=sideways`, {
      token,
      body: { filter: {} },
    });
    expectError(refused, 400, "validation");
    expect((await breaches())[0].violation).toContain("sort[0][direction]");
  });

  it("lets a request the contract allows through, with no breach: path, query and body coerced from text", async () => {
    expect((await api.call("GET", `/suppliers-users/contractors/by_inn/7728145639`, { token })).status).toBe(200);
    const list = await api.call("POST", "/sp-products-catalog/v2/product/offer/list?limit=5&skip=0", {
      token,
      body: { filter: {} },
    });
    expect(list.status).toBe(200);
    expect(
      (await api.call("POST", LOGIN, { body: { username: DEMO_USERS.owner.phone, password: "x", remember: false } }))
        .status,
    ).toBe(400); // wrong credentials: the service's refusal, within the contract
    expect(await breaches()).toEqual([]);
  });

  it("does not read what the contract does not describe: control calls, unknown paths, a known path's other method", async () => {
    expect((await send(api.emulator.url, "GET", "/__emulator/outbox")).status).toBe(200);
    expectError(await send(api.emulator.url, "GET", "/no/such/call"), 404, "element_notfound");
    expectError(await send(api.emulator.url, "DELETE", COUNT), 405);
    expect(await breaches()).toEqual([]);
  });

  it(`answers a request marked ${DELIBERATE_HEADER} like any other, and keeps no breach for it`, async () => {
    const refused = await send(api.emulator.url, "GET", COUNT, { headers: { [DELIBERATE_HEADER]: "1" } });
    expectError(refused, 400, "validation");
    expect(refused.body.errorText).toMatch(REFUSED);
    expect(await breaches()).toEqual([]);
  });

  it("lists breaches oldest first; DELETE empties the list, and so does a reset", async () => {
    await send(api.emulator.url, "GET", COUNT, { headers: { "x-request-id": "first" } });
    await send(api.emulator.url, "GET", COUNT, { headers: { "x-request-id": "second" } });
    expect((await breaches()).map((b) => b.requestId)).toEqual(["first", "second"]);
    expect((await api.call("DELETE", "/__emulator/breaches")).body).toEqual({ ok: true, cleared: 2 });
    expect(await breaches()).toEqual([]);
    await send(api.emulator.url, "GET", COUNT);
    expect(await breaches()).toHaveLength(1);
    await api.reset();
    expect(await breaches()).toEqual([]);
  });

  it("a loose emulator (not strict) reads no request against the contract and keeps no breach", async () => {
    const loose = await startTestEmulator();
    try {
      expect((await send(loose.emulator.url, "GET", COUNT)).status).toBe(200);
      expect((await loose.call("GET", "/__emulator/breaches")).body).toEqual([]);
    } finally {
      await loose.stop();
    }
  });
});

describe("answers, against the contract", () => {
  // Known calls answered wrong on purpose: the count of another type, and a status the contract does not have.
  const broken = {
    register(r: Router) {
      r.route("GET", COUNT, () => ({ count: "много", extra: true }));
      r.route("GET", "/suppliers-users/directory/sections", () => json({ items: [] }, 201));
    },
  };
  let emulator: RunningEmulator;
  let dir: string;
  const breaches = async () => (await send(emulator.url, "GET", "/__emulator/breaches")).body as Breach[];
  const site = { headers: { "x-site": "seller", "x-request-id": "answer-1" } };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "emulator-strict-"));
    emulator = await startEmulator({
      port: 0,
      dbPath: join(dir, "e.sqlite"),
      control: true,
      strict: true,
      modules: [broken],
    });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await send(emulator.url, "DELETE", "/__emulator/breaches");
    await send(emulator.url, "DELETE", "/__emulator/faults");
  });

  it("trims what the contract does not define, then keeps a breach for what still breaks it", async () => {
    const answer = await send(emulator.url, "GET", COUNT, site);
    expect(answer.body).toEqual({ count: "много" });
    expect(await breaches()).toEqual([
      {
        kind: "answer",
        method: "GET",
        path: COUNT,
        operationId: "countUsers",
        violation: "/count must be integer",
        status: 200,
        requestId: "answer-1",
        at: expect.any(String),
      },
    ]);
  });

  it("keeps a breach for a status the operation does not describe", async () => {
    expect((await send(emulator.url, "GET", "/suppliers-users/directory/sections", site)).status).toBe(201);
    expect(await breaches()).toMatchObject([
      { kind: "answer", operationId: "sections", status: 201, violation: expect.stringContaining("201") },
    ]);
  });

  it("holds no fault's answer to the contract: an injected body or status, or a real answer broken on purpose", async () => {
    const fault = (body: object) =>
      send(emulator.url, "POST", "/__emulator/faults", {
        body: { pathPrefix: "/suppliers-users/users", times: 1, ...body },
      });
    await fault({ body: '{"count":"нет"}' });
    expect((await send(emulator.url, "GET", COUNT, site)).headers.get(FAULT_HEADER)).toBe("body");
    await fault({ status: 503 });
    expect((await send(emulator.url, "GET", COUNT, site)).status).toBe(503);
    expect(await breaches()).toEqual([]);
  });
});
