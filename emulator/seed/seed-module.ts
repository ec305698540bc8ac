import type { Db } from "../db";
import type { Rng } from "./random";

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
