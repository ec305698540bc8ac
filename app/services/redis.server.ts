import Redis from "ioredis";

/**
 * The Redis that portal instances share (`REDIS_URL`, or the older `SESSION_REDIS_URL`): sessions,
 * abuse counters, dictionary caches, all on one connection per process; none when neither is set
 * (one machine: SQLite and the cluster's primary hold the shared state).
 */
let client: Redis | null | undefined;

const sharedRedisUrl = () => process.env.REDIS_URL || process.env.SESSION_REDIS_URL || null;

export function sharedRedis(): Redis | null {
  if (client === undefined) {
    const url = sharedRedisUrl();
    client = url ? connectRedis(url) : null;
  }
  return client;
}

/**
 * How long one Redis command may take. A Redis that hangs (a stalled host, a full network) must
 * not hang every page with it: the command fails, and the page says the service is unavailable.
 */
const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS) || 2000;

/**
 * A connection that gives up quickly while Redis is away (two reconnection attempts per command, a
 * time limit per command) and reconnects by itself when it is back; the log says when it went and
 * when it returned, once each, with the host but never the password.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: COMMAND_TIMEOUT_MS });
  const host = new URL(url).host;
  let away = false;
  redis.on("error", (error: Error) => {
    if (!away) console.error(`[redis] ${host}: ${error.message}; what needs it answers 503 until it is back`);
    away = true;
  });
  redis.on("ready", () => {
    if (away) console.error(`[redis] ${host}: back`);
    away = false;
  });
  return redis;
}
