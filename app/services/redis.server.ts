import Redis from "ioredis";
import { config } from "~/services/config.server";

/**
 * The Redis that portal instances share (`REDIS_URL`, or the older `SESSION_REDIS_URL`): sessions,
 * abuse counters, dictionary caches, all on one connection per process; none when neither is set
 * (one machine: SQLite and the cluster's primary hold the shared state).
 */
let client: Redis | null | undefined;

export function sharedRedis(): Redis | null {
  if (client === undefined) {
    const url = config.sharedRedisUrl;
    client = url ? connectRedis(url) : null;
  }
  return client;
}

/**
 * A connection that gives up quickly while Redis is away (two reconnection attempts per command, a
 * time limit per command) and reconnects by itself when it is back; the log says when it went and
 * when it returned, once each, with the host but never the password.
 */
export function connectRedis(url: string): Redis {
  // A Redis that hangs (a stalled host, a full network) must not hang every page with it: the
  // command fails after REDIS_TIMEOUT_MS, and the page says the service is unavailable.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: config.REDIS_TIMEOUT_MS });
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
