import Redis from "ioredis";

/**
 * The Redis that portal instances share (`REDIS_URL`, or the older `SESSION_REDIS_URL`): sessions,
 * abuse counters. One connection per process; none when neither is set (one machine: SQLite and
 * the cluster's primary hold the shared state).
 */
let client: Redis | null | undefined;

export const sharedRedisUrl = () => process.env.REDIS_URL || process.env.SESSION_REDIS_URL || null;

export function sharedRedis(): Redis | null {
  if (client === undefined) {
    const url = sharedRedisUrl();
    client = url ? new Redis(url, { maxRetriesPerRequest: 2 }) : null;
  }
  return client;
}
