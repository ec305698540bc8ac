import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Opens (creating if needed) the emulator's SQLite file and brings its schema up to date. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  // NORMAL in WAL mode still survives a process crash (kill -9); only an OS crash may lose the last commits.
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  runMigrations(db);
  return db;
}

interface Migration {
  version: number;
  name: string;
  sql: string;
}

function listMigrations(): Migration[] {
  const migrations = readdirSync(MIGRATIONS_DIR)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((m) => m.match)
    .map(({ file, match }) => ({
      version: Number(match![1]),
      name: match![2],
      sql: readFileSync(join(MIGRATIONS_DIR, file), "utf8"),
    }))
    .sort((a, b) => a.version - b.version);
  const versions = migrations.map((m) => m.version);
  const duplicate = versions.find((v, i) => versions.indexOf(v) !== i);
  if (duplicate !== undefined) throw new Error(`Two migrations share the number ${duplicate}`);
  return migrations;
}

/** Applies every migration not yet recorded in schema_migrations, each in its own transaction. */
export function runMigrations(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[]);
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const migration of listMigrations()) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}

/** Names of the tables that hold data (everything but the migration bookkeeping and SQLite's own). */
function dataTables(db: Db): string[] {
  return db
    .prepare(
      `SELECT name FROM sqlite_master
       WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`,
    )
    .pluck()
    .all() as string[];
}

/**
 * Deletes every row; call inside a transaction. Foreign keys are checked at commit,
 * so the order of deletion does not matter, and AUTOINCREMENT counters restart so ids are
 * the same after every reset.
 */
export function wipeData(db: Db): void {
  db.pragma("defer_foreign_keys = ON");
  for (const table of dataTables(db)) db.exec(`DELETE FROM "${table}"`);
  const hasSequence = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
  if (hasSequence) db.exec("DELETE FROM sqlite_sequence");
}
