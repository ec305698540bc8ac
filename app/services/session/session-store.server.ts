import { randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import Redis from "ioredis";
import { sharedRedisUrl } from "~/services/redis.server";
import { dataDir } from "./data-dir.server";

/**
 * Where session records live. The cookie carries only the id; tokens and the cached user stay here,
 * so the browser never sees a token (DESIGN.md §1).
 */
export interface SessionStore {
  create(data: unknown, expires?: Date): Promise<string>;
  read(id: string): Promise<unknown | null>;
  update(id: string, data: unknown, expires?: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Sessions without an explicit expiry (browser-session cookies) are kept this long server-side. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

export function newSessionId() {
  return randomBytes(24).toString("base64url");
}

export function createSqliteSessionStore(file = join(dataDir(), "sessions.sqlite")): SessionStore {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec("CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL)");
  const insert = db.prepare("INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?)");
  const select = db.prepare("SELECT data, expires FROM sessions WHERE id = ?");
  const upsert = db.prepare(
    "INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires = excluded.expires",
  );
  const remove = db.prepare("DELETE FROM sessions WHERE id = ?");
  const purge = db.prepare("DELETE FROM sessions WHERE expires < ?");
  purge.run(Date.now());

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
  };
}

/**
 * Several portal machines share sessions through Redis (`SESSION_REDIS_URL`): any instance serves
 * any request, and a deleted record is gone for all of them.
 */
export function createRedisSessionStore(
  url: string,
  prefix = "portal:session:",
): SessionStore & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const ttl = (expires?: Date) => Math.max(1, (expires ? expires.getTime() : Date.now() + DEFAULT_TTL_MS) - Date.now());
  const write = (id: string, data: unknown, expires?: Date) =>
    redis.set(prefix + id, JSON.stringify(data), "PX", ttl(expires));
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
    async close() {
      await redis.quit();
    },
  };
}

/** The store this deployment uses: Redis when `REDIS_URL` (or `SESSION_REDIS_URL`) is set, SQLite under DATA_DIR otherwise. */
export function createSessionStore(): SessionStore {
  const redisUrl = sharedRedisUrl();
  return redisUrl ? createRedisSessionStore(redisUrl) : createSqliteSessionStore();
}
