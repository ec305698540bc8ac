import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "~/services/redis-server.test-support";
import { connectRedis } from "~/services/redis.server";
import { createRedisSessionStore, createSqliteSessionStore, type SessionStore } from "./session-store.server";

// Both session stores keep the same promises: create, read, update, delete and expiry. The Redis
// one runs against a real redis-server (Debian's package; `npm test` installs it when missing).

function contract(name: string, open: () => SessionStore) {
  describe(`${name} session store`, () => {
    it("creates, reads, updates and deletes a record under a random id", async () => {
      const store = open();
      const id = await store.create({ token: "a" });
      expect(id).toMatch(/^[\w-]{32}$/);
      expect(await store.read(id)).toEqual({ token: "a" });
      await store.update(id, { token: "b" });
      expect(await store.read(id)).toEqual({ token: "b" });
      await store.delete(id);
      expect(await store.read(id)).toBeNull();
    });

    it("forgets a record after it expires", async () => {
      const store = open();
      const id = await store.create({ token: "short" }, new Date(Date.now() + 50));
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.read(id)).toBeNull();
    });

    it("never hands out the same id twice", async () => {
      const store = open();
      const ids = await Promise.all(Array.from({ length: 50 }, () => store.create({})));
      expect(new Set(ids).size).toBe(50);
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), "portal-sessions-"));
const sqlite = createSqliteSessionStore(join(dir, "sessions.sqlite"));
contract("SQLite", () => sqlite);

let redis: { url: string; process: ChildProcess };
let redisStore: ReturnType<typeof createRedisSessionStore>;
beforeAll(async () => {
  redis = await startRedis();
  redisStore = createRedisSessionStore(connectRedis(redis.url));
});
afterAll(async () => {
  await redisStore.close();
  redis.process.kill();
});
contract("Redis", () => redisStore);

it("two portal instances on one Redis see each other's sessions", async () => {
  const other = createRedisSessionStore(connectRedis(redis.url));
  const id = await redisStore.create({ user: { id: 1 } });
  expect(await other.read(id)).toEqual({ user: { id: 1 } });
  await other.delete(id);
  expect(await redisStore.read(id)).toBeNull();
  await other.close();
});

function otherSessionsContract(name: string, open: () => SessionStore) {
  it(`${name}: a user's other sessions end, the current one and other users' stay`, async () => {
    const store = open();
    const userId = 100_000 + Math.floor(Math.random() * 100_000);
    const current = await store.create({ user: { id: userId }, token: "here" });
    const elsewhere = await store.create({ user: { id: userId }, token: "there" });
    const updatedElsewhere = await store.create({});
    await store.update(updatedElsewhere, { user: { id: userId }, token: "signed in later" });
    const someoneElse = await store.create({ user: { id: userId + 1 }, token: "other user" });
    const anonymous = await store.create({ toast: "hi" });

    await store.deleteOtherSessions(userId, current);

    expect(await store.read(current)).toEqual({ user: { id: userId }, token: "here" });
    expect(await store.read(elsewhere)).toBeNull();
    expect(await store.read(updatedElsewhere)).toBeNull();
    expect(await store.read(someoneElse)).not.toBeNull();
    expect(await store.read(anonymous)).not.toBeNull();
    await store.deleteOtherSessions(userId, current);
    expect(await store.read(current)).not.toBeNull();
  });
}
otherSessionsContract("SQLite", () => sqlite);
otherSessionsContract("Redis", () => redisStore);

/** The token refresh's claim: one holder at a time, across processes, until released or run out. */
function claimContract(name: string, open: () => SessionStore, openAnother: () => SessionStore) {
  it(`${name}: a claim has one holder at a time, seen by another process, until released or run out`, async () => {
    const [store, another] = [open(), openAnother()];
    const key = `refresh:${Math.random()}`;
    expect(await store.claim(key, 10_000)).toBe(true);
    expect(await another.claim(key, 10_000)).toBe(false);
    expect(await store.claim(key, 10_000)).toBe(false);
    await store.release(key);
    expect(await another.claim(key, 100)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await store.claim(key, 10_000)).toBe(true);
    // The claim `another` took ran out and `store` holds the key now: a late release leaves it.
    await another.release(key);
    expect(await another.claim(key, 10_000)).toBe(false);
  });
}
claimContract(
  "SQLite",
  () => sqlite,
  () => createSqliteSessionStore(join(dir, "sessions.sqlite")),
);
claimContract(
  "Redis",
  () => redisStore,
  () => createRedisSessionStore(connectRedis(redis.url)),
);

it("SQLite: a worker opens a new session file while another holds its write lock", async () => {
  // The race of two workers starting on a fresh DATA_DIR, made certain: one holds the write lock,
  // the other's switch to WAL is refused at once (SQLite does not wait there), and must try again.
  const file = join(mkdtempSync(join(tmpdir(), "portal-sessions-")), "sessions.sqlite");
  const holder = new Worker(
    `const { DatabaseSync } = require("node:sqlite");
    const { parentPort, workerData } = require("node:worker_threads");
    const db = new DatabaseSync(workerData);
    db.exec("CREATE TABLE early (a)");
    db.exec("BEGIN IMMEDIATE");
    db.exec("INSERT INTO early VALUES (1)");
    parentPort.postMessage("holding");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    db.exec("COMMIT");
    db.close();`,
    { eval: true, workerData: file },
  );
  await once(holder, "message");
  const store = createSqliteSessionStore(file);
  const id = await store.create({ token: "after the wait" });
  expect(await store.read(id)).toEqual({ token: "after the wait" });
  await once(holder, "exit");
});
