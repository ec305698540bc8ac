import { randomFillSync } from "node:crypto";

/**
 * Random tokens (nonces, ids, salts) cut from a pool the system's generator fills in one call, as
 * Node's own `randomUUID` does (docs/decisions/114): one `randomBytes(16)` cost 6.6 µs on this machine,
 * and the nonce alone was 12 % of the CPU of a sign-in page answered from memory. Every byte is handed
 * out once; the pool is filled again when the next token would not fit.
 */
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let used = POOL_BYTES;

export function randomToken(bytes: number, encoding: "base64" | "base64url" | "hex"): string {
  if (bytes > POOL_BYTES) return randomFillSync(Buffer.allocUnsafe(bytes)).toString(encoding);
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString(encoding, used, used + bytes);
  used += bytes;
  return token;
}
