import { json } from "@remix-run/node";
import { sharedRedis } from "~/services/redis.server";

const REDIS_PING_MS = 2000;

/**
 * GET /readyz: whether this instance can serve pages, for the proxy in front (docs/decisions/016,
 * 081). 503 while the shared Redis (when there is one) does not answer: without it no signed-in
 * page can be served here. The marketplace is not asked: its outage is every instance's alike, and
 * marking them all unready would leave the proxy nowhere to send even the pages that need it not;
 * its state is the `portal_upstream_up` metric. No session, no guard: it says nothing about anyone.
 */
export async function loader() {
  const redis = sharedRedis();
  const redisUp = redis
    ? await Promise.race([
        redis.ping().then(() => true),
        new Promise<boolean>((done) => setTimeout(done, REDIS_PING_MS, false)),
      ]).catch(() => false)
    : null;
  const ready = redisUp !== false;
  return json(
    { ready, redis: redisUp === null ? "not used" : redisUp ? "up" : "down" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
