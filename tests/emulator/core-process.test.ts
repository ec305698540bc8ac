/** The emulator as a process (`tsx emulator/main.ts`): stdout outbox, crash safety, graceful stop. */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../emulator/seed/demo";

const ROOT = join(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "emulator-process-"));
const dbPath = join(dir, "data", "emulator.sqlite"); // the folder does not exist yet: main creates it
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface EmulatorProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** Resolves with the first stdout line matching the pattern. */
  waitForLine(pattern: RegExp): Promise<string>;
}

function spawnEmulator(): Promise<EmulatorProcess> {
  // `node --import tsx` rather than the tsx CLI: the CLI runs the script in a child process, so a
  // SIGKILL would hit only the wrapper and leave the real emulator running.
  const child = spawn(process.execPath, ["--import", "tsx", "emulator/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, EMULATOR_PORT: "0", EMULATOR_DB: dbPath, EMULATOR_CONTROL: "1" },
  });
  let output = "";
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      const line = output.split("\n").find((l) => waiter.pattern.test(l));
      if (line) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const waitForLine = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const line = output.split("\n").find((l) => pattern.test(l));
      if (line) return resolve(line);
      waiters.push({ pattern, resolve });
      child.once("exit", (code) =>
        reject(new Error(`emulator exited (${code}) before printing ${pattern}:\n${output}`)),
      );
    });
  return waitForLine(/listening on /).then((line) => ({
    child,
    url: /listening on (http:\/\/\S+)/.exec(line)![1],
    waitForLine,
  }));
}

async function send(method: string, url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

describe("emulator process", () => {
  it("keeps committed writes across kill -9 and prints codes to stdout", async () => {
    const first = await spawnEmulator();
    const owner = DEMO_USERS.owner;
    const login = await send("POST", `${first.url}/suppliers-users/auth/v2/login`, {
      username: owner.phone,
      password: "demo123",
    });
    const renamed = await send(
      "PUT",
      `${first.url}/suppliers-users/users/${owner.id}`,
      { name: "Иванов Сергей Кириллович" },
      login.body.token,
    );
    expect(renamed.status).toBe(200);

    await send("POST", `${first.url}/suppliers-users/auth/v2/send-code`, { channel: "phone", username: owner.phone });
    expect(await first.waitForLine(/\[outbox\] sms to 79000000001: \d{4}$/)).toBeTruthy();

    const killed = exited(first.child);
    first.child.kill("SIGKILL");
    expect((await killed).signal).toBe("SIGKILL");

    const second = await spawnEmulator();
    try {
      // The database was not re-seeded: the old session and the new name are both still there.
      const me = await fetch(`${second.url}/suppliers-users/users/me`, {
        headers: { authorization: `Bearer ${login.body.token}` },
      });
      expect((await me.json()).name).toBe("Иванов Сергей Кириллович");
    } finally {
      const stopped = exited(second.child);
      second.child.kill("SIGTERM");
      expect(await stopped).toEqual({ code: 0, signal: null });
    }
  });
});
