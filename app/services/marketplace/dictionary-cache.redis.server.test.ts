import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startRedis } from "~/services/redis-server.test-support";
import type { Marketplace } from "./client.server";

// Instances that share a Redis share the dictionaries' copies (docs/decisions/019): the marketplace is asked
// once for all of them. Two dictionaries of one name stand for two processes' memories.

let redis: { url: string; process: ChildProcess };
let cachedDictionary: (typeof import("./dictionary-cache.server"))["cachedDictionary"];
const api = {} as Marketplace;
const ok = (data: number) => ({ error: false as const, status: 200, data });

beforeAll(async () => {
  redis = await startRedis();
  vi.stubEnv("REDIS_URL", redis.url);
  vi.resetModules();
  ({ cachedDictionary } = await import("./dictionary-cache.server"));
});

afterAll(async () => {
  (await import("~/services/redis.server")).sharedRedis()?.disconnect();
  vi.unstubAllEnvs();
  redis.process.kill();
});

it("a copy one instance loaded serves the others without asking the marketplace again", async () => {
  const ages = { freshMs: 60_000, staleMs: 600_000 };
  const firstLoad = vi.fn().mockResolvedValue(ok(7));
  const secondLoad = vi.fn().mockResolvedValue(ok(8));
  const first = cachedDictionary("shared-test", ages, firstLoad);
  const second = cachedDictionary("shared-test", ages, secondLoad);

  expect(await first(api)).toEqual(ok(7));
  expect(await second(api)).toEqual(ok(7));
  expect(firstLoad).toHaveBeenCalledTimes(1);
  expect(secondLoad).not.toHaveBeenCalled();
});

it("a Redis that does not answer only means asking the marketplace", async () => {
  const ages = { freshMs: 60_000, staleMs: 600_000 };
  redis.process.kill("SIGSTOP");
  try {
    const load = vi.fn().mockResolvedValue(ok(9));
    const dictionary = cachedDictionary("hung-test", ages, load);
    expect(await dictionary(api)).toEqual(ok(9));
    expect(await dictionary(api)).toEqual(ok(9));
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    redis.process.kill("SIGCONT");
  }
}, 15_000);
