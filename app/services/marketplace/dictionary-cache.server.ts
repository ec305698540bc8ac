import { config } from "~/services/config.server";
import type { ApiResult, Marketplace } from "./client.server";

/**
 * Dictionaries that change rarely and are the same for every user (the catalog's values map, the
 * stores, the knowledge base's categories), kept per marketplace base URL: fresh for `freshMs`;
 * then, up to `staleMs`, still served while one refresh runs behind it (stale-while-revalidate);
 * older, a request waits for a fresh copy. A failure is never kept. Never for personal data.
 */
type Entry<T> = { value: T; loadedAt: number; refreshing?: Promise<unknown> };

export function cachedDictionary<T>(
  name: string,
  { freshMs, staleMs }: { freshMs: number; staleMs: number },
  load: (api: Marketplace) => Promise<ApiResult<T>>,
) {
  const entries = new Map<string, Entry<T>>();
  const refresh = async (key: string, api: Marketplace) => {
    const answer = await load(api);
    if (!answer.error) entries.set(key, { value: answer.data, loadedAt: Date.now() });
    return answer;
  };
  return async (api: Marketplace): Promise<ApiResult<T>> => {
    const key = `${config.marketplaceApiUrl} ${name}`;
    const entry = entries.get(key);
    const age = entry ? Date.now() - entry.loadedAt : Infinity;
    if (entry && age < freshMs) return { error: false, status: 200, data: entry.value };
    if (entry && age < staleMs) {
      entry.refreshing ??= refresh(key, api).finally(() => (entry.refreshing = undefined));
      return { error: false, status: 200, data: entry.value };
    }
    return refresh(key, api);
  };
}
