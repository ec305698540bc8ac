import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { marketplace } from "~/services/marketplace/client.server";
import { users } from "~/services/marketplace/users.server";
import { sharedRedis } from "~/services/redis.server";

/**
 * GET /readyz: whether this instance can serve pages, for the proxy in front (docs/decisions/016).
 * 503 while the shared Redis (when there is one) or the marketplace does not answer; no session,
 * no guard: it says nothing about anyone. /healthz (scripts/server.mjs) says only that it is alive.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const redis = sharedRedis();
  const [redisUp, marketplaceUp] = await Promise.all([
    redis
      ? Promise.race([
          redis.ping().then(() => true),
          new Promise<boolean>((done) => setTimeout(done, 2000, false)),
        ]).catch(() => false)
      : null,
    users.countCompanies(await marketplace(request)).then((answer) => !answer.error || answer.status < 500),
  ]);
  const ready = redisUp !== false && marketplaceUp;
  return json(
    {
      ready,
      redis: redisUp === null ? "not used" : redisUp ? "up" : "down",
      marketplace: marketplaceUp ? "up" : "down",
    },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
