import { inTransaction, wipeData, type Db } from "../db";
import { accountsSeed } from "./accounts";
import { analyticsSeed } from "./analytics";
import { companiesSeed } from "./companies";
import { createRng } from "./random";
import type { SeedEnv, SeedModule } from "./seed-module";
import { supplierDataSeeds } from "./supplier-data";

/** Run in this order; later modules may reference rows of earlier ones (see seed/demo.ts for ids). */
export const seedModules: SeedModule[] = [accountsSeed, companiesSeed, analyticsSeed, ...supplierDataSeeds];

const SEEDED_AT_KEY = "seeded_at";

export function isSeeded(db: Db): boolean {
  return !!db.prepare("SELECT 1 FROM emulator_meta WHERE key = ?").get(SEEDED_AT_KEY);
}

/** Wipes all data and runs every seed module, all in one transaction. */
export function seedDatabase(db: Db, now: Date): void {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const env: SeedEnv = { now, today, rng: createRng };
  inTransaction(db, () => {
    wipeData(db);
    for (const module of seedModules) module.run(db, env);
    db.prepare("INSERT INTO emulator_meta (key, value) VALUES (?, ?)").run(SEEDED_AT_KEY, now.toISOString());
  });
}
