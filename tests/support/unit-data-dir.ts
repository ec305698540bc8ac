import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

// Vitest runs this before each test file, before the file's own imports (vitest.config.ts
// `setupFiles`): every file gets a data directory of its own (sessions, form keys, secrets), so no
// test touches the developer's `.data/`, and no test file has to be imported before the app's
// modules to point the session store elsewhere.
const dataDir = mkdtempSync(join(tmpdir(), "portal-units-"));
process.env.DATA_DIR = dataDir;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
