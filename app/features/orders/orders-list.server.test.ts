import { describe, expect, it } from "vitest";
import { activeOrderFilters, readOrderQuery, storeChoices, STORES_NOT_LOADED } from "./orders-list.server";

describe("the orders' active filters", () => {
  const countOf = (query: string, storeIds = [5]) =>
    activeOrderFilters(readOrderQuery(new URL(`http://portal.test/orders/${query}`), storeIds).filter);

  it("count the number, the store and each period once, not the sort or the page", () => {
    expect(countOf("?sort=-totalAmount&page=2")).toBe(0);
    expect(countOf("?number=011")).toBe(1);
    expect(countOf("?from=2026-01-01&to=2026-02-01")).toBe(1);
    expect(countOf("?to=2026-02-01&shipFrom=2026-01-05&store=5")).toBe(3);
    expect(countOf("?number=011&from=2026-01-01&shipTo=2026-02-01&store=5&sort=totalAmount")).toBe(4);
  });

  it("leave out what is not applied: an unknown store, a date that is none", () => {
    expect(countOf("?store=7&from=вчера")).toBe(0);
  });

  it("take a store whose id is 0 or negative as a store, and no store asked as none", () => {
    const storeOf = (query: string) =>
      readOrderQuery(new URL(`http://portal.test/orders/${query}`), [0, -3]).filter.storeId;
    expect(storeOf("")).toBeUndefined();
    expect(storeOf("?store=")).toBeUndefined();
    expect(storeOf("?store=0")).toBe(0);
    expect(storeOf("?store=-3")).toBe(-3);
    expect(countOf("?store=0", [0])).toBe(1);
  });
});

describe("the stores the filter offers", () => {
  const stores = [{ id: 5, title: "Москва — ТЦ на Ленинском проспекте" }];

  it("are the dictionary's, and nothing is said", () => {
    expect(storeChoices({ items: stores, failed: false }, 7)).toEqual({ stores, note: null });
  });

  it("without the dictionary: the page says so, and a store the link asks for is kept by its id", () => {
    expect(STORES_NOT_LOADED).toBe(
      "Не удалось загрузить склады из маркетплейса, поэтому выбрать склад сейчас нельзя. Обновите страницу чуть позже.",
    );
    expect(storeChoices({ items: [], failed: true }, null)).toEqual({ stores: [], note: STORES_NOT_LOADED });
    const kept = storeChoices({ items: [], failed: true }, 7);
    expect(kept).toEqual({ stores: [{ id: 7, title: "Склад 7" }], note: STORES_NOT_LOADED });
    const url = new URL("http://portal.test/orders/?store=7");
    expect(
      readOrderQuery(
        url,
        kept.stores.map((store) => store.id),
      ).filter.storeId,
    ).toBe(7);
  });
});
