import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 32;
/**
 * scrypt cost. Below Node's default (16384): this guards demo passwords in a local emulator, and
 * every login of the test suites and load benchmarks pays it. Stored in the hash, so it can change.
 */
const COST = 4096;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const encode = (salt: Buffer, key: Buffer) => `scrypt$${COST}$${salt.toString("hex")}$${key.toString("hex")}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, KEY_LENGTH, { N: COST }));
}

/** For seeds only: a fixed salt keeps reseeding deterministic and lets one hash serve every demo user. */
export function hashPasswordWithFixedSalt(password: string, saltText: string): string {
  const salt = Buffer.from(saltText, "utf8");
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, { N: COST }));
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, cost, saltHex, keyHex] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !cost || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"), expected.length, { N: Number(cost) });
  return timingSafeEqual(actual, expected);
}
