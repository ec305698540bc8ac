import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from "node:sqlite";
import { fileURLToPath } from "node:url";

/** Node's own SQLite (docs/decisions/101): no native module to build at install. */
export type Db = DatabaseSync;

/**
 * A record as named parameters: the statement binds the fields it names, and the others (lists,
 * nested objects) are left out (allowUnknownNamedParameters in openDatabase).
 */
export const named = (record: object) => record as Record<string, SQLInputValue>;

/** The first column of the first row, or undefined without a row (a count, an id, a name). */
export function valueOf(statement: StatementSync, ...params: SQLInputValue[]): SQLOutputValue | undefined {
  const row = statement.get(...params);
  return row ? Object.values(row)[0] : undefined;
}

/** The first column of every row (a list of ids). */
export function columnOf(statement: StatementSync, ...params: SQLInputValue[]): SQLOutputValue[] {
  return statement.all(...params).map((row) => Object.values(row)[0]);
}

/**
 * Runs `work` in a transaction and gives back what it returns; a throw rolls back what it did. A
 * savepoint, so it also works inside another (seeding calls modules that may open their own).
 */
export function inTransaction<Result>(db: Db, work: () => Result): Result {
  db.exec("SAVEPOINT work");
  try {
    const result = work();
    db.exec("RELEASE work");
    return result;
  } catch (error) {
    db.exec("ROLLBACK TO work");
    db.exec("RELEASE work");
    throw error;
  }
}

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), "migrations");
const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** Opens (creating if needed) the emulator's SQLite file and brings its schema up to date. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  // busy_timeout before the first statement: another process may hold the file (npm start's workers).
  // A record given for named parameters may carry more fields than the statement names (a seed's
  // company, a claim read from the body): those are left out, as better-sqlite3 did.
  const db = new DatabaseSync(path, { timeout: 5000, allowUnknownNamedParameters: true });
  db.exec("PRAGMA journal_mode = WAL");
  // NORMAL in WAL mode still survives a process crash (kill -9); only an OS crash may lose the last commits.
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");
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
  const applied = new Set(columnOf(db.prepare("SELECT version FROM schema_migrations")));
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const migration of listMigrations()) {
    if (applied.has(migration.version)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    });
  }
}

/** Names of the tables that hold data (everything but the migration bookkeeping and SQLite's own). */
function dataTables(db: Db): string[] {
  return columnOf(
    db.prepare(
      `SELECT name FROM sqlite_master
       WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`,
    ),
  ) as string[];
}

/**
 * Deletes every row; call inside a transaction. Foreign keys are checked at commit,
 * so the order of deletion does not matter, and AUTOINCREMENT counters restart so ids are
 * the same after every reset.
 */
export function wipeData(db: Db): void {
  db.exec("PRAGMA defer_foreign_keys = ON");
  for (const table of dataTables(db)) db.exec(`DELETE FROM "${table}"`);
  const hasSequence = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
  if (hasSequence) db.exec("DELETE FROM sqlite_sequence");
}
