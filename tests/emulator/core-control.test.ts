import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startEmulator } from "../../emulator/app";
import { modules } from "../../emulator/modules/index";
import { DEMO_USERS } from "../../emulator/seed/demo";
import { expectError, startTestEmulator, type TestEmulator } from "./core-helpers";

const COUNT = "/suppliers-users/users/info/get-count-users";

let api: TestEmulator;
beforeAll(async () => {
  api = await startTestEmulator();
});
afterAll(() => api.stop());
beforeEach(async () => {
  await api.call("DELETE", "/__emulator/faults");
  await api.call("DELETE", "/__emulator/requests");
});

describe("dispatch", () => {
  it("answers an unknown path with a 404 JSON error", async () => {
    expectError(await api.call("GET", "/no/such/call"), 404, "element_notfound");
  });

  it("answers a known path with another method with 405", async () => {
    expectError(await api.call("DELETE", COUNT), 405);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await api.call("POST", "/suppliers-users/auth/v2/login", { body: "{not json" });
    expectError(res, 400);
  });

  it("answers 500 JSON when a handler throws, and keeps serving", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-core-"));
    const broken = { register: (r: any) => r.route("GET", "/boom", () => Promise.reject(new Error("boom"))) };
    const emulator = await startEmulator({ port: 0, dbPath: join(dir, "e.sqlite"), modules: [...modules, broken] });
    const stderr = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await fetch(`${emulator.url}/boom`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: true, status: 500, errorText: "Внутренняя ошибка сервера" });
      expect(stderr).toHaveBeenCalled();
      expect((await fetch(emulator.url + COUNT)).status).toBe(200);
    } finally {
      stderr.mockRestore();
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tolerates a trailing slash", async () => {
    expect((await api.call("GET", `${COUNT}/`)).status).toBe(200);
  });

  it("validates list queries with 400, never 500", async () => {
    const { token } = await api.login(DEMO_USERS.owner.phone);
    const path = "/suppliers-users/managers/by-owner";
    expectError(await api.call("GET", `${path}?field=password_hash`, { token }), 400);
    expectError(await api.call("GET", `${path}?field=name&direction=sideways`, { token }), 400);
    expectError(await api.call("GET", `${path}?limit=0`, { token }), 400);
    expectError(await api.call("GET", `${path}?limit=1001`, { token }), 400);
    expectError(await api.call("GET", `${path}?skip=-1`, { token }), 400);
    expectError(await api.call("GET", `${path}?limit=2.5`, { token }), 400);
    expect((await api.call("GET", `${path}?field=name&direction=desc`, { token })).status).toBe(200);
  });
});

describe("faults", () => {
  it("fails matching requests with the given status, `times` times", async () => {
    await api.call("POST", "/__emulator/faults", {
      body: { pathPrefix: "/suppliers-users/users/info", status: 503, times: 2 },
    });
    expectError(await api.call("GET", COUNT), 503, "fault_injected");
    expectError(await api.call("GET", COUNT), 503);
    expect((await api.call("GET", COUNT)).status).toBe(200);
  });

  it("delays matching requests, and the most specific of coexisting faults wins", async () => {
    await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/suppliers-users", delayMs: 250 } });
    await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/suppliers-users/directory", status: 500 } });
    const started = performance.now();
    expect((await api.call("GET", COUNT)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expectError(await api.call("GET", "/suppliers-users/directory/sections"), 500);

    await api.call("DELETE", "/__emulator/faults");
    const after = performance.now();
    await api.call("GET", COUNT);
    expect(performance.now() - after).toBeLessThan(200);
    expect((await api.call("GET", "/suppliers-users/directory/sections")).status).toBe(200);
  });

  it("answers a raw body of an unexpected shape instead of the real answer", async () => {
    await api.call("POST", "/__emulator/faults", {
      body: { pathPrefix: "/suppliers-users/users/info", body: '{"unexpected":true}', times: 1 },
    });
    expect(await api.call("GET", COUNT)).toMatchObject({ status: 200, body: { unexpected: true } });
    expect((await api.call("GET", COUNT)).body).toHaveProperty("count");
    await api.call("POST", "/__emulator/faults", {
      body: { pathPrefix: "/suppliers-users/users/info", body: "<html>", status: 502, times: 1 },
    });
    const broken = await fetch(api.emulator.url + COUNT);
    expect(broken.status).toBe(502);
    expect(await broken.text()).toBe("<html>");
  });

  it("limits a fault to the calls of one request id", async () => {
    await api.call("POST", "/__emulator/faults", {
      body: { pathPrefix: "/suppliers-users/users/info", status: 503, requestId: "page-7" },
    });
    expect((await api.call("GET", COUNT)).status).toBe(200);
    expect((await api.call("GET", COUNT, { headers: { "x-request-id": "page-8" } })).status).toBe(200);
    expectError(await api.call("GET", COUNT, { headers: { "x-request-id": "page-7" } }), 503, "fault_injected");
  });

  it("breaks an answer off mid-body: the headers promise the whole length, the connection closes early", async () => {
    await api.call("POST", "/__emulator/faults", {
      body: { pathPrefix: "/suppliers-users/users/info", cutAfterBytes: 3, times: 1 },
    });
    const broken = await fetch(api.emulator.url + COUNT);
    expect(broken.status).toBe(200);
    expect(Number(broken.headers.get("content-length"))).toBeGreaterThan(3);
    await expect(broken.text()).rejects.toThrow();
    expect((await api.call("GET", COUNT)).body).toHaveProperty("count");
    expectError(await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/a", cutAfterBytes: -1 } }), 400);
  });

  it("validates a fault", async () => {
    expectError(await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "x", status: 500 } }), 400);
    expectError(await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/a", status: 200 } }), 400);
    expectError(await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/a" } }), 400);
    expectError(
      await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/a", status: 500, times: 0 } }),
      400,
    );
  });
});

describe("request log", () => {
  it("records marketplace calls with query, body, status, site, request id and timing; not control calls", async () => {
    await api.call("GET", `${COUNT}?a=1&sort[0][field]=name`);
    await api.call("POST", "/suppliers-users/auth/v2/send-code", {
      body: { channel: "phone" },
      headers: { "x-site": "", "x-request-id": "page-42" },
    });
    await api.call("GET", "/__emulator/outbox");
    const { body } = await api.call("GET", "/__emulator/requests");
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      method: "GET",
      path: COUNT,
      query: { a: "1", "sort[0][field]": "name" },
      status: 200,
      site: "seller",
      requestId: null,
    });
    expect(body[0].endedAt).toBeGreaterThanOrEqual(body[0].startedAt);
    expect(body[0].startedAt % 1).not.toBe(0); // sub-millisecond precision
    expect(body[1]).toMatchObject({
      method: "POST",
      status: 400,
      body: { channel: "phone" },
      site: "",
      requestId: "page-42",
    });

    await api.call("DELETE", "/__emulator/requests");
    expect((await api.call("GET", "/__emulator/requests")).body).toEqual([]);
  });

  it("parses multipart bodies and logs their field names", async () => {
    const form = new FormData();
    form.append("comment", "прайс");
    form.append("file", new Blob(["a;b"], { type: "text/csv" }), "price.csv");
    await fetch(api.emulator.url + "/crm-claim/claim", { method: "POST", body: form });
    const broken = await fetch(api.emulator.url + "/crm-claim/claim", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=nope" },
      body: "garbage",
    });
    expect(broken.status).toBe(400);
    const { body } = await api.call("GET", "/__emulator/requests");
    expect(body[0].body).toEqual({ formFields: ["comment", "file"] });
  });

  it("logs a missing X-Site header as null", async () => {
    await fetch(api.emulator.url + COUNT);
    const { body } = await api.call("GET", "/__emulator/requests");
    expect(body[0].site).toBeNull();
  });
});

describe("reset", () => {
  it("restores the seeded data and clears faults, log and outbox", async () => {
    const { token } = await api.login(DEMO_USERS.owner.phone);
    await api.call("PUT", `/suppliers-users/users/${DEMO_USERS.owner.id}`, { token, body: { name: "Другой Человек" } });
    await api.call("POST", "/suppliers-users/auth/v2/send-code", {
      body: { channel: "phone", username: DEMO_USERS.owner.phone },
    });
    await api.call("POST", "/__emulator/faults", { body: { pathPrefix: "/suppliers-users/users/info", status: 500 } });

    await api.reset();
    expect((await api.call("GET", COUNT)).status).toBe(200);
    expect((await api.call("GET", "/__emulator/outbox")).body).toEqual([]);
    expectError(await api.call("GET", "/suppliers-users/users/me", { token }), 401);
    const fresh = await api.login(DEMO_USERS.owner.phone);
    expect((await api.call("GET", "/suppliers-users/users/me", { token: fresh.token })).body.name).toBe(
      DEMO_USERS.owner.name,
    );
  });
});

describe("expire-codes", () => {
  it("expires the live codes of one recipient: check-code answers 408, others keep theirs", async () => {
    const sendCode = (username: string) =>
      api.call("POST", "/suppliers-users/auth/v2/send-code", { body: { channel: "phone", username } });
    const checkCode = async (username: string) =>
      api.call("POST", "/suppliers-users/auth/v2/check-code", {
        body: { username, code: await api.lastCode(username) },
      });
    await sendCode(DEMO_USERS.owner.phone);
    await sendCode(DEMO_USERS.manager.phone);

    expect((await api.call("POST", "/__emulator/expire-codes", { body: { to: DEMO_USERS.owner.phone } })).body).toEqual(
      { expired: 1 },
    );
    expectError(await checkCode(DEMO_USERS.owner.phone), 408, "code_expired");
    expect((await checkCode(DEMO_USERS.manager.phone)).status).toBe(200);
  });
});

describe("control switch", () => {
  it("hides /__emulator/* when control is off", async () => {
    const dir = mkdtempSync(join(tmpdir(), "emulator-core-"));
    const emulator = await startEmulator({ port: 0, dbPath: join(dir, "e.sqlite") });
    try {
      expect((await fetch(`${emulator.url}/__emulator/outbox`)).status).toBe(404);
      expect((await fetch(`${emulator.url}/__emulator/reset`, { method: "POST" })).status).toBe(404);
    } finally {
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
