import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rereadConfig } from "~/services/config.server";
import { startEmulator } from "../../../emulator/app";

// The portal's marketplace client against a real emulator over HTTP: refresh-once, logout on a
// failed refresh, and the error catalogue (the fields of a failed call, the 404 and 408 texts).

const dir = mkdtempSync(join(tmpdir(), "portal-client-"));

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let client: typeof import("./client.server");
let sessions: typeof import("~/services/session/session.server");
let users: (typeof import("./users.server"))["users"];

const PORTAL = "http://portal.test/";

async function control(method: string, path: string) {
  const response = await fetch(`${emulator.url}/__emulator/${path}`, { method });
  return response.json();
}

async function emulatorLogin(username = "79000000001") {
  const response = await fetch(`${emulator.url}/suppliers-users/auth/v2/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password: "demo123", remember: true }),
  });
  return (await response.json()) as { token: string; refresh_token: string };
}

/** A portal request whose session holds a fresh token pair, as after a login. */
async function signedInRequest() {
  const tokens = await emulatorLogin();
  const session = await sessions.getSession(new Request(PORTAL));
  session.set("token", tokens.token);
  session.set("refreshToken", tokens.refresh_token);
  const cookie = (await sessions.commitSession(new Request(PORTAL), session)).split(";")[0];
  return { request: new Request(PORTAL, { headers: { Cookie: cookie } }), tokens };
}

type TokenPair = { token: string; refresh_token: string };

/** Another process spends the session's refresh token: the marketplace's new pair. */
async function refreshElsewhere(refreshToken: string) {
  const response = await fetch(`${emulator.url}/suppliers-users/auth/token/refresh`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return (await response.json()) as TokenPair;
}

/** That process stores its pair in the session `afterMs` later, then gives back its claim if it holds one. */
function storeElsewhere(request: Request, pair: TokenPair, afterMs: number, release?: () => Promise<void>) {
  setTimeout(async () => {
    const elsewhere = await sessions.readStoredSession(request);
    elsewhere.set("token", pair.token);
    elsewhere.set("refreshToken", pair.refresh_token);
    await sessions.commitSession(request, elsewhere);
    await release?.();
  }, afterMs);
}

const refreshCalls = async () =>
  ((await control("GET", "requests")) as { method: string; path: string }[]).filter(
    (entry) => entry.path === "/suppliers-users/auth/token/refresh",
  ).length;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, dbPath: join(dir, "emulator.sqlite"), control: true });
  process.env.MARKETPLACE_API_URL = emulator.url;
  client = await import("./client.server");
  sessions = await import("~/services/session/session.server");
  users = (await import("./users.server")).users;
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(async () => {
  process.env.MARKETPLACE_API_URL = emulator.url;
  rereadConfig();
  await control("DELETE", "faults");
  await control("DELETE", "requests");
});

describe("a 401 refreshes the token once and retries", () => {
  it("shares one refresh among parallel calls of one request", async () => {
    const { request } = await signedInRequest();
    const api = await client.marketplace(request);
    await control("POST", "expire-tokens");
    await control("DELETE", "requests");

    const results = await Promise.all(Array.from({ length: 6 }, () => users.me(api)));

    expect(results.every((result) => !result.error)).toBe(true);
    expect(await refreshCalls()).toBe(1);
  });

  it("shares one refresh among parallel requests of one session, and stores the new pair", async () => {
    const { request, tokens } = await signedInRequest();
    await control("POST", "expire-tokens");
    await control("DELETE", "requests");

    const apis = await Promise.all(Array.from({ length: 4 }, () => client.marketplace(request.clone())));
    const results = await Promise.all(apis.map((api) => users.me(api)));

    expect(results.map((result) => result.error)).toEqual([false, false, false, false]);
    expect(await refreshCalls()).toBe(1);
    const stored = await sessions.readStoredSession(request);
    expect(stored.get("refreshToken")).not.toBe(tokens.refresh_token);
    expect(stored.get("token")).not.toBe(tokens.token);
  });

  it("takes the pair another worker stored when that worker's refresh used the token first", async () => {
    const { request, tokens } = await signedInRequest();
    const api = await client.marketplace(request);
    await control("POST", "expire-tokens");
    // Another process refreshes this session first (the old refresh token dies) and stores its new
    // pair a moment later, while this process is still trying the old one.
    const rotated = await refreshElsewhere(tokens.refresh_token);
    storeElsewhere(request, rotated, 100);

    const result = await users.me(api);

    expect(result.error).toBe(false);
    expect((await sessions.readStoredSession(request)).get("token")).toBe(rotated.token);
  });

  it("waits for the pair of another process that holds the refresh, however long it takes, and never spends the token itself", async () => {
    const { request, tokens } = await signedInRequest();
    const api = await client.marketplace(request);
    await control("POST", "expire-tokens");
    // Another worker claimed this session's refresh and spends the token; its answer comes slowly.
    const release = await sessions.claimTokenRefresh(await sessions.readStoredSession(request), 10_000);
    const rotated = await refreshElsewhere(tokens.refresh_token);
    await control("DELETE", "requests");
    storeElsewhere(request, rotated, 1_200, release!);

    const result = await users.me(api);

    expect(result.error).toBe(false);
    expect(await refreshCalls()).toBe(0);
    expect((await sessions.readStoredSession(request)).get("token")).toBe(rotated.token);
  });

  it("ends the session and sends the user to main when the refresh fails", async () => {
    const { request, tokens } = await signedInRequest();
    // Someone else used (and so rotated away) this refresh token.
    await refreshElsewhere(tokens.refresh_token);
    await control("POST", "expire-tokens");

    const thrown = await users.me(await client.marketplace(request)).catch((response: unknown) => response);

    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/");
    const after = await sessions.readStoredSession(request);
    expect(after.get("token")).toBeUndefined();
    expect(after.get("user")).toBeUndefined();
  });
});

describe("the error catalogue of a failed call", () => {
  it("names the fields of a failed call, with 'Неизвестная ошибка' when the server gives no message", () => {
    expect(client.toApiError(400, { errorText: "Плохо", message: "Bad Request", errorCode: "already_exists" })).toEqual(
      {
        error: true,
        status: 400,
        message: "Bad Request",
        errorText: "Плохо",
        errorCode: "already_exists",
      },
    );
    expect(client.toApiError(500, null)).toMatchObject({
      message: "Неизвестная ошибка",
      errorText: "Неизвестная ошибка",
    });
    expect(client.toApiError(400, { error: "Текст сервера" })).toMatchObject({ errorText: "Текст сервера" });
  });

  it("asks to request the code again on 408 and says the user is not found on a bare 404", () => {
    expect(client.toApiError(408, { errorText: "Код истек" }).errorText).toBe("Код истек, запросите код повторно");
    expect(client.toApiError(404, {}).errorText).toBe("Пользователь не найден");
    expect(client.toApiError(404, { errorText: "Товар не найден" }).errorText).toBe("Товар не найден");
  });

  it("answers 400 without a request when an id is missing", async () => {
    const { request } = await signedInRequest();
    await control("DELETE", "requests");
    const result = await (
      await client.marketplace(request)
    ).get("/suppliers-users/users/{id}", { path: { id: undefined } });
    expect(result).toMatchObject({ error: true, status: 400 });
    expect(await control("GET", "requests")).toEqual([]);
  });

  it("recognises the known error codes from the marketplace", async () => {
    const api = await client.marketplace((await signedInRequest()).request);
    const missing = await api.get("/sp-products-catalog/v2/product/{draftId}", { path: { draftId: 999999 } });
    expect(missing).toMatchObject({ error: true, status: 404, errorCode: "element_notfound" });
    expect(missing.error && client.isMissing(missing)).toBe(true);
    expect(client.KNOWN_ERROR_CODES).toContain(missing.error && missing.errorCode);
  });

  it("turns an upstream 5xx, a timeout and a refused connection into results", async () => {
    const api = await client.marketplace((await signedInRequest()).request);
    await fetch(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pathPrefix: "/suppliers-users/users/me", status: 503, times: 1 }),
    });
    expect(await users.me(api)).toMatchObject({ error: true, status: 503 });

    await fetch(`${emulator.url}/__emulator/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pathPrefix: "/suppliers-users/users/me", delayMs: 400, times: 1 }),
    });
    const slow = await api.get("/suppliers-users/users/me", { timeoutMs: 100 });
    expect(slow).toMatchObject({
      error: true,
      status: 504,
      errorText: "Сервис маркетплейса не ответил вовремя. Попробуйте ещё раз.",
    });

    process.env.MARKETPLACE_API_URL = "http://127.0.0.1:9";
    rereadConfig();
    expect(await users.me(api)).toMatchObject({ error: true, status: 503 });
  });

  it.each(["missing-required", "wrong-type", "truncated"])(
    "turns an answer that breaks the contract (%s) into a result, and logs the call's path and what failed",
    async (breaks) => {
      const api = await client.marketplace((await signedInRequest()).request);
      await fetch(`${emulator.url}/__emulator/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ pathPrefix: "/suppliers-users/users/me", breaks, times: 1 }),
      });
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      expect(await users.me(api)).toEqual({
        error: true,
        status: 502,
        message: "Сервис маркетплейса ответил некорректно. Попробуйте позже.",
        errorText: "Сервис маркетплейса ответил некорректно. Попробуйте позже.",
      });
      const line = String(logged.mock.calls.at(-1)?.[0]);
      logged.mockRestore();
      expect(line).toContain("GET /suppliers-users/users/me");
      if (breaks === "missing-required") expect(line).toContain("must have required property 'id'");
      if (breaks === "wrong-type") expect(line).toContain("/id must be integer");
      // The answer after the fault is the real one again.
      expect(await users.me(api)).toMatchObject({ error: false, data: { id: 1 } });
    },
  );

  it("turns a malformed answer into a result", async () => {
    const server: Server = createServer((_, response) => response.end("<html>not json</html>"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${port}`;
    rereadConfig();
    const api = await client.marketplace(new Request(PORTAL));
    expect(await users.me(api)).toMatchObject({ error: true, status: 502 });
    server.close();
  });
});

type Api = Awaited<ReturnType<typeof client.marketplace>>;
const contractsOf = async (api: Api, inn: string) => (await import("./contracts.server")).contracts.byInn(api, inn);

describe("a tolerant reader of the marketplace's answers (docs/decisions/094)", () => {
  /** A marketplace that answers every call with `body` and counts what it received. */
  async function answering(body: string) {
    const received: string[] = [];
    const server: Server = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.setHeader("Content-Type", "application/json");
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${port}`;
    rereadConfig();
    return { received, api: await client.marketplace(new Request(PORTAL)), close: () => server.close() };
  }

  it("takes a value of the right type whatever its format: a date that is not one, a status it does not know", async () => {
    const odd = { id: 7, status: "на паузе", startAt: "вчера", endAt: "2024-13-45" };
    const marketplace = await answering(JSON.stringify({ items: [odd] }));
    const { contracts } = await import("./contracts.server");
    expect(await contracts.byInn(marketplace.api, "7728145639")).toMatchObject({
      error: false,
      data: { items: [odd] },
    });
    marketplace.close();
  });

  it.each(["", "OK", "null"])("takes %j as the answer of a call it reads nothing of", async (body) => {
    const marketplace = await answering(body);
    const answer = await marketplace.api.post("/suppliers-users/managers/{id}/send-link", { path: { id: 3 } });
    expect(answer).toMatchObject({ error: false, status: 200 });
    marketplace.close();
  });

  it("still refuses an answer without what a page cannot be drawn without", async () => {
    const marketplace = await answering(JSON.stringify({ total: 1 }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { contracts } = await import("./contracts.server");
    expect(await contracts.byInn(marketplace.api, "7728145639")).toMatchObject({ error: true, status: 502 });
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain("must have required property 'items'");
    logged.mockRestore();
    marketplace.close();
  });

  it.each([
    ["an INN that is not 10 or 12 digits", "inn", (api: Api) => contractsOf(api, "12ab")],
    [
      "a tab the orders list has not",
      "name",
      (api: Api) =>
        api.post("/suppliers-orders/personal/order/list/{name}", {
          path: { name: "new" as "in-work" },
          body: { filter: {} },
        }),
    ],
  ] as const)("sends no call with %s in its path: an upstream failure, logged", async (_, name, call) => {
    const marketplace = await answering("{}");
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await call(marketplace.api);
    expect(answer).toMatchObject({ error: true, status: 502, errorText: client.MALFORMED_ANSWER });
    expect(marketplace.received).toEqual([]);
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain(`not sent, the path parameter ${name}`);
    logged.mockRestore();
    marketplace.close();
  });
});
