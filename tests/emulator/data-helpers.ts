/** A real emulator on a temp database for the supplier-data tests, and a tiny JSON client for it. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startEmulator, type RunningEmulator } from "../../emulator/app";
import { DEMO_PASSWORD, DEMO_USERS } from "../../emulator/seed/demo";
import { expectContractAnswer } from "./contract-check";

export interface Answer {
  status: number;

  body: any;
  headers: Headers;
  bytes: Buffer;
}

export interface Client {
  call(
    method: string,
    path: string,
    options?: { body?: unknown; form?: FormData; token?: string | null },
  ): Promise<Answer>;
  /** Access tokens of demo 01 (company СтройМастер) and 08 (ИнтерьерТорг, another supplier). */
  owner: string;
  other: string;
  url: string;
}

/** Starts one emulator for the test file, logs in demo 01 and 08; `call` uses 01's token unless told otherwise. */
export function useEmulator(): Client {
  let emulator: RunningEmulator;
  let dir: string;
  const client = {} as Client;

  const call: Client["call"] = async (method, path, options = {}) => {
    const token = options.token === undefined ? client.owner : options.token;
    const headers: Record<string, string> = { "x-site": "seller" };
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(emulator.url + path, {
      method,
      headers,
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const isJson = res.headers.get("content-type")?.includes("json");
    const body = isJson ? JSON.parse(bytes.toString("utf8")) : undefined;
    expectContractAnswer(method, path, res.status, body, res.headers);
    return { status: res.status, body, headers: res.headers, bytes };
  };

  const login = async (phone: string) => {
    const answer = await call("POST", "/suppliers-users/auth/v2/login", {
      body: { username: phone, password: DEMO_PASSWORD, remember: false },
      token: null,
    });
    if (answer.status !== 200) throw new Error(`login ${phone}: ${JSON.stringify(answer.body)}`);
    return answer.body.token as string;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "emulator-data-"));
    emulator = await startEmulator({ port: 0, dbPath: join(dir, "emulator.sqlite"), control: true });
    Object.assign(client, {
      call,
      url: emulator.url,
      owner: await login(DEMO_USERS.owner.phone),
      other: await login(DEMO_USERS.otherSupplier.phone),
    });
  });

  afterAll(async () => {
    await emulator?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  return client;
}
