/** Shared helpers of the core emulator tests: a running emulator and a tiny JSON client. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { startEmulator, type EmulatorOptions, type RunningEmulator } from "../../emulator/app";
import { DEMO_PASSWORD } from "../../emulator/seed/demo";
import { expectContractAnswer } from "./contract-check";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestEmulator {
  emulator: RunningEmulator;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** Signs a demo user in (no second factor) and returns the token pair. */
  login(username: string, password?: string): Promise<{ token: string; refresh_token: string }>;
  /** The newest code sent to a phone or e-mail. */
  lastCode(to: string): Promise<string>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestEmulator(options: Partial<EmulatorOptions> = {}): Promise<TestEmulator> {
  const dir = mkdtempSync(join(tmpdir(), "emulator-core-"));
  const emulator = await startEmulator({ port: 0, dbPath: join(dir, "emulator.sqlite"), control: true, ...options });

  const call: TestEmulator["call"] = async (method, path, { body, token, headers = {} } = {}) => {
    const response = await fetch(emulator.url + path, {
      method,
      headers: {
        "x-site": "seller",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : null;
    expectContractAnswer(method, path, response.status, parsed ?? undefined, response.headers);
    return { status: response.status, body: parsed };
  };

  return {
    emulator,
    call,
    async login(username, password = DEMO_PASSWORD) {
      const { status, body } = await call("POST", "/suppliers-users/auth/v2/login", {
        body: { username, password, remember: false },
      });
      if (status !== 200) throw new Error(`login ${username} failed: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    async lastCode(to) {
      const { body } = await call<{ to: string; code: string }[]>("GET", "/__emulator/outbox");
      const message = body.find((m) => m.to === to);
      if (!message) throw new Error(`no code sent to ${to}`);
      return message.code;
    },
    async reset() {
      await call("POST", "/__emulator/reset");
    },
    async stop() {
      await emulator.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Asserts the status and the error body every failure carries. */
export function expectError(response: ApiResponse, status: number, errorCode?: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: { error: true, status, message: expect.any(String), errorText: expect.stringMatching(/\S/) },
  });
  if (errorCode) expect(response.body.errorCode).toBe(errorCode);
}
