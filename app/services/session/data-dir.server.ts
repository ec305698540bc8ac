import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { config } from "~/services/config.server";

/** Where the portal keeps its own files (sessions, secrets): `DATA_DIR`, default `.data/`. */
export function dataDir() {
  const dir = resolve(config.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return dir;
}
