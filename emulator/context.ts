import type { Db } from "./db";

/** Lifetimes, in milliseconds. Set from startEmulator options, else env, else loadConfig's defaults. */
export interface EmulatorConfig {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** Refresh tokens of a login with `remember: true`. */
  rememberedRefreshTokenTtlMs: number;
  smsCodeTtlMs: number;
  emailCodeTtlMs: number;
  /** How long a code accepted by check-code still completes a confirm (the user types a password meanwhile). */
  verifiedCodeGraceMs: number;
}

/** Everything a module needs, handed to its `register(router, ctx)`. */
export interface Ctx {
  db: Db;
  config: EmulatorConfig;
  /** Epoch milliseconds; the single clock of the emulator. */
  now(): number;
  /** Runs fn in one SQLite transaction (nested calls become savepoints). Every multi-statement write uses it. */
  tx<T>(fn: () => T): T;
  /** Prints a line when logging is on (main.ts); silent in tests. */
  log(line: string): void;
}

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

export interface ConfigOverrides {
  tokenTtlS?: number;
  smsTtlS?: number;
}

function envSeconds(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
}

export function loadConfig(overrides: ConfigOverrides): EmulatorConfig {
  const tokenTtlS = overrides.tokenTtlS ?? envSeconds("EMULATOR_TOKEN_TTL_S") ?? 900;
  const smsTtlS = overrides.smsTtlS ?? envSeconds("EMULATOR_SMS_TTL_S") ?? 60;
  return {
    accessTokenTtlMs: tokenTtlS * SECOND,
    refreshTokenTtlMs: 12 * HOUR,
    rememberedRefreshTokenTtlMs: 30 * DAY,
    smsCodeTtlMs: smsTtlS * SECOND,
    emailCodeTtlMs: DAY,
    verifiedCodeGraceMs: 30 * 60 * SECOND,
  };
}
