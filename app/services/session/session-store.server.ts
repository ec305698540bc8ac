import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type Redis from "ioredis";
import { randomToken } from "~/services/random-tokens.server";
import { sharedRedis } from "~/services/redis.server";
import { dataDir } from "./data-dir.server";

/**
 * Where session records live. The cookie carries only the id; tokens and the cached user stay here,
 * so the browser never sees a token (docs/decisions/002).
 */
export interface SessionStore {
  create(data: unknown, expires?: Date): Promise<string>;
  read(id: string): Promise<unknown | null>;
  update(id: string, data: unknown, expires?: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Ends every session of a user but one (after a password change, docs/decisions/030): the
   * records of a signed-in user carry `user.id`, which both stores can find them by.
   */
  deleteOtherSessions(userId: number, keepId: string): Promise<void>;
  /**
   * Takes `key` for at most `ttlMs` if no one holds it: true when taken. Every worker and instance
   * sees the same claims, so one of them at a time refreshes a session's tokens.
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives `key` back before its time runs out; a claim that ran out and was taken since is left to its holder. */
  release(key: string): Promise<void>;
}

/** The marketplace user a session record belongs to, if it is a signed-in one. */
function userIdOf(data: unknown): number | null {
  const id = (data as { user?: { id?: unknown } } | null)?.user?.id;
  return typeof id === "number" ? id : null;
}

/** Sessions without an explicit expiry (browser-session cookies) are kept this long server-side. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/** The longest a session lives (a remembered one, 30 days): a user's set of session ids outlives none. */
const REMEMBER_MAX_MS = 31 * 24 * 60 * 60 * 1000;

export function newSessionId() {
  return randomToken(24, "base64url");
}

/** How long a worker waits for another's lock on the session file. */
const LOCK_WAIT_MS = 5000;
const SQLITE_BUSY = 5;

/**
 * Workers that open a new session file at once all switch it to WAL. That switch needs the file to
 * themselves; one that holds a read lock while another holds the write lock is told SQLITE_BUSY at
 * once, since SQLite sees a deadlock and does not wait (`timeout` is not used). The switch is tried
 * again until the others are done: then it finds the file in WAL already.
 */
function switchToWriteAheadLog(db: DatabaseSync) {
  const deadline = Date.now() + LOCK_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      db.exec("PRAGMA journal_mode = WAL");
      return;
    } catch (error) {
      if ((error as { errcode?: number }).errcode !== SQLITE_BUSY || Date.now() > deadline) throw error;
      // A few ms, at random, so the workers do not try again in step (the store is set up synchronously).
      Atomics.wait(pause, 0, 0, 5 + Math.random() * 20);
    }
  }
}

export function createSqliteSessionStore(file = join(dataDir(), "sessions.sqlite")): SessionStore {
  // Node's own SQLite (docs/decisions/101); the workers of one machine share the file, and a writer
  // waits up to 5 s for another's lock rather than failing at once.
  const db = new DatabaseSync(file, { timeout: LOCK_WAIT_MS });
  switchToWriteAheadLog(db);
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL)");
  const insert = db.prepare("INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?)");
  const select = db.prepare("SELECT data, expires FROM sessions WHERE id = ?");
  const upsert = db.prepare(
    "INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires = excluded.expires",
  );
  const remove = db.prepare("DELETE FROM sessions WHERE id = ?");
  const purge = db.prepare("DELETE FROM sessions WHERE expires < ?");
  const removeOthers = db.prepare("DELETE FROM sessions WHERE json_extract(data, '$.user.id') = ? AND id <> ?");
  purge.run(Date.now());
  // Claims live beside the sessions in the same file, so the workers of one machine share them.
  db.exec("CREATE TABLE IF NOT EXISTS claims (key TEXT PRIMARY KEY, until INTEGER NOT NULL)");
  const dropExpiredClaim = db.prepare("DELETE FROM claims WHERE key = ? AND until < ?");
  const insertClaim = db.prepare("INSERT OR IGNORE INTO claims (key, until) VALUES (?, ?)");
  const removeClaim = db.prepare("DELETE FROM claims WHERE key = ? AND until = ?");
  // The end of each claim this store took: a release removes that row only, not a later holder's.
  const held = new Map<string, number>();
  // IMMEDIATE: the write lock is taken first, so two workers never both find the claim free.
  const claim = (key: string, ttlMs: number) => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const now = Date.now();
      dropExpiredClaim.run(key, now);
      const taken = insertClaim.run(key, now + ttlMs).changes === 1;
      db.exec("COMMIT");
      if (taken) held.set(key, now + ttlMs);
      return taken;
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  const expiry = (expires?: Date) => (expires ?? new Date(Date.now() + DEFAULT_TTL_MS)).getTime();
  return {
    async create(data, expires) {
      const id = newSessionId();
      insert.run(id, JSON.stringify(data), expiry(expires));
      return id;
    },
    async read(id) {
      const row = select.get(id) as { data: string; expires: number } | undefined;
      if (!row) return null;
      if (row.expires < Date.now()) {
        remove.run(id);
        return null;
      }
      return JSON.parse(row.data);
    },
    async update(id, data, expires) {
      upsert.run(id, JSON.stringify(data), expiry(expires));
    },
    async delete(id) {
      remove.run(id);
    },
    async deleteOtherSessions(userId, keepId) {
      removeOthers.run(userId, keepId);
    },
    async claim(key, ttlMs) {
      return claim(key, ttlMs);
    },
    async release(key) {
      removeClaim.run(key, held.get(key) ?? null);
      held.delete(key);
    },
  };
}

/**
 * Several portal machines share sessions through Redis (`REDIS_URL`): any instance serves any
 * request, and a deleted record is gone for all of them. `redis` is the connection to use (the
 * process's shared one, so readiness checks the connection the sessions ride on).
 */
export function createRedisSessionStore(
  redis: Redis,
  prefix = "portal:session:",
): SessionStore & { close(): Promise<void> } {
  const ttl = (expires?: Date) => Math.max(1, (expires ? expires.getTime() : Date.now() + DEFAULT_TTL_MS) - Date.now());
  // The random value each claim this store took was set to: a release deletes that claim only.
  const held = new Map<string, string>();
  // A set of session ids per user, so their other sessions can be found without a scan; an id whose
  // record expired is simply gone when the set is read.
  const userKey = (userId: number) => `${prefix}user:${userId}`;
  const write = async (id: string, data: unknown, expires?: Date) => {
    const userId = userIdOf(data);
    if (userId === null) return redis.set(prefix + id, JSON.stringify(data), "PX", ttl(expires));
    return redis
      .multi()
      .set(prefix + id, JSON.stringify(data), "PX", ttl(expires))
      .sadd(userKey(userId), id)
      .pexpire(userKey(userId), REMEMBER_MAX_MS)
      .exec();
  };
  return {
    async create(data, expires) {
      const id = newSessionId();
      await write(id, data, expires);
      return id;
    },
    async read(id) {
      const raw = await redis.get(prefix + id);
      return raw ? JSON.parse(raw) : null;
    },
    async update(id, data, expires) {
      await write(id, data, expires);
    },
    async delete(id) {
      await redis.del(prefix + id);
    },
    async deleteOtherSessions(userId, keepId) {
      const others = (await redis.smembers(userKey(userId))).filter((id) => id !== keepId);
      if (others.length === 0) return;
      await redis
        .multi()
        .del(...others.map((id) => prefix + id))
        .srem(userKey(userId), ...others)
        .exec();
    },
    async claim(key, ttlMs) {
      const holder = newSessionId();
      const taken = (await redis.set(`${prefix}claim:${key}`, holder, "PX", ttlMs, "NX")) === "OK";
      if (taken) held.set(key, holder);
      return taken;
    },
    async release(key) {
      const holder = held.get(key);
      held.delete(key);
      // Deleted only while it is still this store's: compared and deleted in one step.
      await redis.eval(RELEASE_IF_HELD, 1, `${prefix}claim:${key}`, holder ?? "");
    },
    async close() {
      await redis.quit();
    },
  };
}

const RELEASE_IF_HELD = 'if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0';

/** The store this deployment uses: Redis when `REDIS_URL` (or `SESSION_REDIS_URL`) is set, SQLite under DATA_DIR otherwise. */
export function createSessionStore(): SessionStore {
  const redis = sharedRedis();
  return redis ? createRedisSessionStore(redis) : createSqliteSessionStore();
}
