import { wipeData, type Db } from "../db";
import { createRng, type Rng } from "./random";
import { accountsSeed } from "./accounts";
import { companiesSeed } from "./companies";
import { analyticsSeed } from "./analytics";
import { supplierDataSeeds } from "./supplier-data";

/** What a seed module gets: fixed instants and seeded random streams. */
export interface SeedEnv {
  /** The moment of seeding; use for "created just now" values. */
  now: Date;
  /** 00:00 UTC of the seeding day; dates relative to today count from here. */
  today: Date;
  /** A deterministic random stream; pass your module's name (or any stable label). */
  rng(stream: string): Rng;
}

export interface SeedModule {
  name: string;
  run(db: Db, env: SeedEnv): void;
}

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
  db.transaction(() => {
    wipeData(db);
    for (const module of seedModules) module.run(db, env);
    db.prepare("INSERT INTO emulator_meta (key, value) VALUES (?, ?)").run(SEEDED_AT_KEY, now.toISOString());
  })();
}
