/**
 * Reads and writes of the SQLite session store (the one a single machine uses), one at a time:
 * `npm run bench:sessions [records]`. Prints microseconds per operation, for docs/decisions/101.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createSqliteSessionStore } from "~/services/session/session-store.server";

const RECORDS = Number(process.argv[2] ?? 20_000);
const folder = mkdtempSync(join(tmpdir(), "bench-sessions-"));
const store = createSqliteSessionStore(join(folder, "sessions.sqlite"));
// A signed-in record as the portal keeps it: tokens, the user with its companies, a few flags.
const record = (index: number) => ({
  token: `access-${index}-${"x".repeat(180)}`,
  refreshToken: `refresh-${index}-${"y".repeat(180)}`,
  user: {
    id: index,
    name: "Попова Елена Игоревна",
    roles: ["ROLE_OWNER"],
    contractors: [{ id: 1, inn: "7701234567" }],
  },
  activeContractorId: 1,
});

async function timed(label: string, operation: (index: number) => Promise<unknown>) {
  const started = performance.now();
  for (let index = 0; index < RECORDS; index++) await operation(index);
  const micros = ((performance.now() - started) * 1000) / RECORDS;
  console.log(`${label.padEnd(8)} ${micros.toFixed(1)} µs per operation`);
}

const ids: string[] = [];
console.log(`Node ${process.version}, ${RECORDS} records`);
await timed("create", async (index) => ids.push(await store.create(record(index))));
await timed("read", (index) => store.read(ids[index]));
await timed("update", (index) => store.update(ids[index], record(index + 1)));
await timed("claim", (index) => store.claim(`refresh:${ids[index]}`, 10_000));
await timed("delete", (index) => store.delete(ids[index]));
rmSync(folder, { recursive: true, force: true });
