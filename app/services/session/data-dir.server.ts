import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

/** Where the portal keeps its own files (sessions, secrets): `DATA_DIR`, default `.data/`. */
export function dataDir() {
  const dir = resolve(process.env.DATA_DIR ?? ".data");
  mkdirSync(dir, { recursive: true });
  return dir;
}
