import { config } from "~/services/config.server";
import { sharedRedis } from "~/services/redis.server";
import type { ApiResult, Marketplace } from "./client.server";

/**
 * Dictionaries that change rarely and are the same for every user (the catalog's values map, the
 * stores, the knowledge base's categories), kept per marketplace base URL: fresh for `freshMs`;
 * then, up to `staleMs`, still served while one refresh runs behind it (stale-while-revalidate);
 * older, a request waits for a fresh copy. A failure is never kept. Never for personal data.
 *
 * Each process holds its copy in memory. Instances that share a Redis (`REDIS_URL`) also share the
 * copy there (docs/decisions/019): a process without a fresh copy looks in Redis before asking
 * the marketplace, and every copy loaded is put there, so N instances ask once per period, not N
 * times. Redis away only means asking the marketplace.
 */
type Copy<T> = { value: T; loadedAt: number };
type Entry<T> = Copy<T> & { refreshing?: Promise<unknown> };

const sharedCopies = {
  async read<T>(key: string): Promise<Copy<T> | null> {
    try {
      const text = await sharedRedis()?.get(key);
      return text ? (JSON.parse(text) as Copy<T>) : null;
    } catch {
      return null;
    }
  },
  async write<T>(key: string, copy: Copy<T>, keepMs: number) {
    await sharedRedis()
      ?.set(key, JSON.stringify(copy), "PX", keepMs)
      .catch(() => undefined);
  },
};

export function cachedDictionary<T>(
  name: string,
  { freshMs, staleMs }: { freshMs: number; staleMs: number },
  load: (api: Marketplace) => Promise<ApiResult<T>>,
) {
  const entries = new Map<string, Entry<T>>();
  const refresh = async (key: string, api: Marketplace) => {
    const answer = await load(api);
    if (!answer.error) {
      const copy = { value: answer.data, loadedAt: Date.now() };
      entries.set(key, copy);
      await sharedCopies.write(key, copy, staleMs);
    }
    return answer;
  };
  const ageOf = (entry: Entry<T> | undefined) => (entry ? Date.now() - entry.loadedAt : Infinity);
  return async (api: Marketplace): Promise<ApiResult<T>> => {
    const key = `portal:dictionary:${config.marketplaceApiUrl}:${name}`;
    let entry = entries.get(key);
    if (ageOf(entry) >= freshMs && !entry?.refreshing) {
      const shared = await sharedCopies.read<T>(key);
      if (shared && shared.loadedAt > (entry?.loadedAt ?? -Infinity)) entries.set(key, (entry = shared));
    }
    const age = ageOf(entry);
    if (entry && age < freshMs) return { error: false, status: 200, data: entry.value };
    if (entry && age < staleMs) {
      const stale = entry;
      stale.refreshing ??= refresh(key, api).finally(() => (stale.refreshing = undefined));
      return { error: false, status: 200, data: stale.value };
    }
    return refresh(key, api);
  };
}
