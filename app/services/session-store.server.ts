import { randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
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
