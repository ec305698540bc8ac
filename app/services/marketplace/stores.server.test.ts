import { describe, expect, it, vi } from "vitest";
import { apiError, type Marketplace } from "./client.server";
import { retailStores, storeTitles } from "./stores.server";

const record = (id: number, sort: number, retail = true) => ({
  id,
  cityName: "Москва",
  name: `Склад ${id} на карте`,
  sort,
  show: { retail },
});

describe("retailStores", () => {
  it("falls back to the ids when the dictionary fails, and asks again next time", async () => {
    const get = vi
      .fn()
      .mockResolvedValueOnce(apiError(502, "Сервис недоступен"))
      .mockResolvedValueOnce({
        error: false,
        status: 200,
        data: { items: [record(7, 2), record(95, 0), record(3, 1), record(5, 0, false)] },
      });
    const api = { get } as unknown as Marketplace;

    const failed = await retailStores(api);
    expect(failed).toEqual({ items: [], failed: true });
    expect(storeTitles(failed.items)(7)).toBe("Склад 7");

    const { items: stores, failed: failedAgain } = await retailStores(api);
    expect(failedAgain).toBe(false);
    expect(stores).toEqual([
      { id: 3, title: "Москва — Склад 3 на карте" },
      { id: 7, title: "Москва — Склад 7 на карте" },
    ]);
    expect(storeTitles(stores)(7)).toBe("Москва — Склад 7 на карте");
    // Cached: the third call reaches no marketplace.
    await retailStores(api);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
