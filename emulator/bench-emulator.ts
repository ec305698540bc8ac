import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEmulator } from "./app";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo";

type Emulator = Awaited<ReturnType<typeof startEmulator>>;

/**
 * What the emulator's benchmarks measure against: a fresh emulator on a temporary database and the
 * token of demo 01 (the owner). It is closed and its database removed when `measure` ends.
 */
export async function withBenchEmulator(measure: (emulator: Emulator, token: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "emulator-bench-"));
  const emulator = await startEmulator({ port: 0, dbPath: join(dir, "bench.sqlite") });
  try {
    const login = await fetch(`${emulator.url}/suppliers-users/auth/v2/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: DEMO_USERS.owner.phone, password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await measure(emulator, token);
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
