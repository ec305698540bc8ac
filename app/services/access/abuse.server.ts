import { apiError, type ApiError } from "~/services/marketplace/client.server";
/**
 * Abuse limits (DESIGN.md §4): failed logins, wrong codes and code sends are counted per phone (or
 * e-mail) and per client address within a window; past the limit the portal answers 429 with a
 * Russian message and does not call the marketplace. Successful logins do not count.
 * `RATE_LIMITS=off` turns the limits off, for load benchmarks only.
 *
 * The client's address comes from the portal's server (scripts/server.mjs), which resolves it
 * through the trusted proxy (TRUST_PROXY). A loopback address says only that a proxy did not
 * name the client, so then, as without a server in front (vite dev), only the per-account limit
 * applies: clients are never lumped into one shared bucket. Counters live in this process's memory. */

export type AbuseKind = "login" | "code" | "send";

const WINDOW_MS = 15 * 60 * 1000;
const LIMITS: Record<AbuseKind, { perAccount: number; perAddress: number }> = {
  login: { perAccount: 5, perAddress: 20 },
  code: { perAccount: 5, perAddress: 20 },
  send: { perAccount: 5, perAddress: 20 },
};

const attempts = new Map<string, number[]>();

const CLIENT_ADDRESS_HEADER = "x-portal-client-address";
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function clientAddress(request: Request) {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address && !LOOPBACK.test(address) ? address : null;
}

function keysFor(kind: AbuseKind, request: Request, account: string) {
  const address = clientAddress(request);
  return [
    { key: `${kind}:account:${account.toLowerCase()}`, limit: LIMITS[kind].perAccount },
    ...(address ? [{ key: `${kind}:address:${address}`, limit: LIMITS[kind].perAddress }] : []),
  ];
}

function recent(key: string, now: number) {
  const kept = (attempts.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  if (kept.length) attempts.set(key, kept);
  else attempts.delete(key);
  return kept;
}

const enabled = () => process.env.RATE_LIMITS !== "off";

export function tooManyAttemptsText(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const word = new Intl.PluralRules("ru").select(minutes);
  const unit = { one: "минуту", few: "минуты", many: "минут", other: "минуты", zero: "минут", two: "минуты" }[word];
  return `Слишком много попыток. Попробуйте снова через ${minutes} ${unit}.`;
}

/** The Russian message when the account or the address is over its limit, otherwise null. */
export function refusal(kind: AbuseKind, request: Request, account: string): string | null {
  if (!enabled()) return null;
  const now = Date.now();
  for (const { key, limit } of keysFor(kind, request, account)) {
    const times = recent(key, now);
    if (times.length >= limit) return tooManyAttemptsText(times[0] + WINDOW_MS - now);
  }
  return null;
}

/** Counts one failed login, wrong code or code send. */
export function record(kind: AbuseKind, request: Request, account: string) {
  if (!enabled()) return;
  const now = Date.now();
  for (const { key } of keysFor(kind, request, account)) attempts.set(key, [...recent(key, now), now]);
}

/** Counts a code send against the account's abuse limit (DESIGN.md §4); the 429 when over it. */
export function countCodeSend(request: Request, username: string): ApiError | null {
  const refused = refusal("send", request, username);
  if (refused) return apiError(429, refused);
  record("send", request, username);
  return null;
}
