import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, type Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";

const api = {} as Marketplace;
const ok = (data: number) => ({ error: false as const, status: 200, data });

afterEach(() => vi.useRealTimers());

describe("cachedDictionary", () => {
  it("serves a fresh copy without asking, a stale one while refreshing behind it, and never keeps a failure", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockResolvedValueOnce(apiError(502, "Сервис недоступен"))
      .mockResolvedValueOnce(ok(1))
      .mockResolvedValueOnce(ok(2))
      .mockResolvedValueOnce(ok(3));
    const dictionary = cachedDictionary("test", { freshMs: 1000, staleMs: 5000 }, load);

    expect((await dictionary(api)).error).toBe(true);
    expect(await dictionary(api)).toEqual(ok(1));
    expect(await dictionary(api)).toEqual(ok(1));
    expect(load).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(1500);
    expect(await dictionary(api)).toEqual(ok(1)); // stale, served at once; the refresh runs behind it
    expect(load).toHaveBeenCalledTimes(3);
    await vi.waitFor(async () => expect(await dictionary(api)).toEqual(ok(2)));

    vi.advanceTimersByTime(10_000);
    expect(await dictionary(api)).toEqual(ok(3)); // too old: waits for a fresh copy
  });
});
