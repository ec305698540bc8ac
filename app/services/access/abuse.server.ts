import cluster from "node:cluster";
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from "rate-limiter-flexible";
import { config } from "~/services/config.server";
import { apiError, type ApiError } from "~/services/marketplace/client.server";
import { sharedRedis } from "~/services/redis.server";
import { countOf } from "~/utils/format";

/**
 * Abuse limits (docs/decisions/005, 015): failed logins, wrong codes and code sends are counted per phone (or
 * e-mail) and per client address within a window; past the limit the portal answers 429 with a
 * Russian message and does not call the marketplace. Successful logins do not count.
 * `RATE_LIMITS=off` turns the limits off, for load benchmarks only.
 *
 * The counters are rate-limiter-flexible's (docs/decisions/015): in Redis when instances share one
 * (REDIS_URL), in the cluster's primary when one machine runs several workers, in memory otherwise.
 * A window starts at the first counted attempt and lasts 15 minutes.
 *
 * The client's address comes from the portal's server (server/worker.ts), which resolves it
 * through the trusted proxy (TRUST_PROXY). A loopback address says only that a proxy did not
 * name the client, so then, as without a server in front (vite dev), only the per-account limit
 * applies: clients are never lumped into one shared bucket. */

export type AbuseKind = "login" | "code" | "send" | "form" | "poll";
type Scope = "account" | "address";

const WINDOW_SECONDS = 15 * 60;
const LIMITS: Record<AbuseKind, Record<Scope, number>> = {
  login: { account: 5, address: 20 },
  code: { account: 5, address: 20 },
  send: { account: 5, address: 20 },
  // Forms sent with a one-time key (services/forms/form-key-claims): far above any person's pace, a bound on what a flood stores.
  form: { account: 300, address: 600 },
  // The header's count of new orders, asked by each open tab once a minute (docs/decisions/102): ten tabs
  // of one session, and a whole office behind one address.
  poll: { account: 150, address: 3000 },
};

const limiters = new Map<string, RateLimiterAbstract>();

function limiter(kind: AbuseKind, scope: Scope): RateLimiterAbstract {
  const keyPrefix = `portal:abuse:${kind}:${scope}`;
  let found = limiters.get(keyPrefix);
  if (!found) {
    const options = { keyPrefix, points: LIMITS[kind][scope], duration: WINDOW_SECONDS };
    const redis = sharedRedis();
    found = redis
      ? // While Redis is away, each process counts on its own rather than refusing or failing everyone.
        new RateLimiterRedis({ storeClient: redis, ...options, insuranceLimiter: new RateLimiterMemory(options) })
      : cluster.isWorker
        ? new RateLimiterCluster({ ...options, timeoutMs: 3000 })
        : new RateLimiterMemory(options);
    limiters.set(keyPrefix, found);
  }
  return found;
}

const CLIENT_ADDRESS_HEADER = "x-portal-client-address";
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function clientAddress(request: Request) {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address && !LOOPBACK.test(address) ? address : null;
}

function keysFor(request: Request, account: string) {
  const address = clientAddress(request);
  return [
    { scope: "account" as const, key: account.toLowerCase() },
    ...(address ? [{ scope: "address" as const, key: address }] : []),
  ];
}

const enabled = () => config.RATE_LIMITS !== "off";

/** "через 1 минуту, 3 минуты, 15 минут". */
const MINUTES_ACCUSATIVE = { one: "минуту", few: "минуты", many: "минут" };

export function tooManyAttemptsText(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Слишком много попыток. Попробуйте снова через ${countOf(minutes, MINUTES_ACCUSATIVE)}.`;
}

/** The Russian message when the account or the address is over its limit, otherwise null. */
export async function refusal(kind: AbuseKind, request: Request, account: string): Promise<string | null> {
  if (!enabled()) return null;
  for (const { scope, key } of keysFor(request, account)) {
    const counted: RateLimiterRes | null = await limiter(kind, scope).get(key);
    if (counted && counted.consumedPoints >= LIMITS[kind][scope]) return tooManyAttemptsText(counted.msBeforeNext);
  }
  return null;
}

/** Counts one failed login, wrong code or code send. */
export async function record(kind: AbuseKind, request: Request, account: string) {
  if (!enabled()) return;
  await Promise.all(keysFor(request, account).map(({ scope, key }) => limiter(kind, scope).penalty(key, 1)));
}

/** Counts a code send against the account's abuse limit; the 429 when over it. */
export async function countCodeSend(request: Request, username: string): Promise<ApiError | null> {
  const refused = await refusal("send", request, username);
  if (refused) return apiError(429, refused);
  await record("send", request, username);
  return null;
}
