import { describe, expect, it } from "vitest";
import { useEmulator } from "./data-helpers";

const api = useEmulator();
const PROMO = "/suppliers-promotions";

type Promotion = {
  id: number;
  name: string;
  source: string;
  siteId: string;
  stockId: number;
  productCnt: number;
  startAt: string;
  finishAt: string;
  minPercent: number;
};
const promotions = async (query: string, token?: string): Promise<{ items: Promotion[]; total: number }> =>
  (await api.call("GET", `${PROMO}/personal?${query}`, { token })).body;
const productList = (personalId: number, query: string, filter: object = {}) =>
  api.call("POST", `${PROMO}/personal/${personalId}/product-list?${query}`, { body: { filter } });

const newPromotion = {
  active: true,
  name: "Тестовая акция на краски",
  siteId: "b2c",
  startAt: "2030-01-10",
  finishAt: "2030-01-20",
  minPercent: 10,
  storeIds: [11, 12],
};

describe("promotion lists", () => {
  it("marketplace and seller promotions on b2c and b2b, with the promotion shape", async () => {
    for (const source of ["marketplace", "seller"]) {
      for (const siteId of ["b2c", "b2b"]) {
        const { items, total } = await promotions(`source=${source}&siteId=${siteId}&limit=100`);
        expect(total).toBeGreaterThan(0);
        expect(items.every((p) => p.source === source && p.siteId === siteId)).toBe(true);
      }
    }
    const [first] = (await promotions("source=marketplace&siteId=b2c&limit=1")).items;
    expect(first).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
      active: expect.any(Boolean),
      startAt: expect.any(String),
      finishAt: expect.any(String),
      minPercent: expect.any(Number),
      image: expect.stringContaining("http"),
      categoryIds: expect.any(Array),
      categoryNames: expect.any(Array),
      storeIds: expect.any(Array),
      storeNames: expect.any(Array),
      productCnt: expect.any(Number),
      stockId: expect.any(Number),
    });
  });

  it("pages with limit 10 by default, skips, filters by name and status", async () => {
    const all = await promotions("source=marketplace&siteId=b2c&limit=100");
    // The seed gives the b2c showcase a second page, and promotions nobody has joined for the browser tests.
    expect(all.total).toBeGreaterThan(10);
    expect(all.items.filter((p) => ["Тёплый дом", "Уютная кухня"].includes(p.name) && p.stockId === 0)).toHaveLength(2);
    expect((await promotions("source=marketplace&siteId=b2c")).items.length).toBe(10);
    expect((await promotions("source=marketplace&siteId=b2c&limit=2&skip=1")).items.map((p) => p.id)).toEqual(
      all.items.slice(1, 3).map((p) => p.id),
    );
    const named = await promotions(`source=marketplace&siteId=b2c&name=${encodeURIComponent("СанТЕХ")}`);
    expect(named.items.map((p) => p.name)).toEqual(["Неделя сантехники"]);
    // The phase of a promotion is its dates' (the contract has no status field); the filter narrows by it.
    const now = Date.now();
    const phases = {
      current: (p: { startAt: string; finishAt: string }) =>
        Date.parse(p.startAt) <= now && Date.parse(p.finishAt) >= now,
      future: (p: { startAt: string }) => Date.parse(p.startAt) > now,
      past: (p: { finishAt: string }) => Date.parse(p.finishAt) < now,
    };
    for (const [status, isIn] of Object.entries(phases)) {
      const { items } = await promotions(`source=marketplace&siteId=b2c&status=${status}&limit=100`);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every(isIn)).toBe(true);
    }
  });

  it.each(["limit=0", "limit=abc", "skip=-1", "source=elsewhere", "siteId=b2x", "status=soon", "sort[0][field]=owner"])(
    "answers 400 on %s",
    async (query) => {
      expect((await api.call("GET", `${PROMO}/personal?${query}`)).status).toBe(400);
    },
  );

  it("offers the status filter of the promotions lists", async () => {
    const { body } = await api.call("GET", `${PROMO}/personal/filters/marketplace/b2c`);
    expect(body.status.map((s: { value: string }) => s.value)).toEqual(["current", "future", "past"]);
    expect((await api.call("GET", `${PROMO}/personal/filters/marketplace/b2x`)).status).toBe(400);
  });
});

describe("seller promotions", () => {
  it("creates one with the required fields and edits it; refuses a missing field", async () => {
    const created = await api.call("POST", `${PROMO}/personal`, { body: newPromotion });
    expect(created.body).toMatchObject({
      source: "seller",
      name: newPromotion.name,
      storeIds: [11, 12],
      stockId: expect.any(Number),
      productCnt: 0,
    });
    expect(created.body.stockId).toBeGreaterThan(0);
    for (const field of ["finishAt", "name", "siteId", "startAt", "storeIds"]) {
      const body = { ...newPromotion, [field]: undefined };
      const refused = await api.call("POST", `${PROMO}/personal`, { body });
      expect(refused.status).toBe(400);
      expect(refused.body.errorText).toContain(field);
    }
    expect(
      (await api.call("POST", `${PROMO}/personal`, { body: { ...newPromotion, finishAt: "2030-01-01" } })).status,
    ).toBe(400);
    const edited = await api.call("PUT", `${PROMO}/promotion-private/${created.body.id}`, {
      body: { name: "Переименованная акция", active: false, storeIds: [21] },
    });
    expect(edited.body).toMatchObject({
      name: "Переименованная акция",
      active: false,
      storeIds: [21],
      storeNames: ["ТЦ на Дмитровском шоссе"],
    });
    expect((await api.call("GET", `${PROMO}/personal/by-promotion-id/${created.body.id}`)).body.name).toBe(
      "Переименованная акция",
    );
  });

  it("another supplier gets 404 for 01's seller promotion and its participation", async () => {
    const [mine] = (await promotions("source=seller&siteId=b2c&limit=1")).items;
    const other = { token: api.other };
    expect((await api.call("GET", `${PROMO}/personal/by-promotion-id/${mine.id}`, other)).body.errorCode).toBe(
      "element_notfound",
    );
    expect(
      (await api.call("PUT", `${PROMO}/promotion-private/${mine.id}`, { ...other, body: { name: "Чужая" } })).status,
    ).toBe(404);
    expect(
      (await api.call("POST", `${PROMO}/personal/${mine.stockId}/product-list`, { ...other, body: {} })).status,
    ).toBe(404);
    expect(
      (await promotions("source=seller&siteId=b2c&limit=100", api.other)).items.some((p) => p.id === mine.id),
    ).toBe(false);
  });
});

describe("promotion products", () => {
  it("joins a marketplace promotion through personalId 0, prices, lists and removes products", async () => {
    const upcoming = (await promotions("source=marketplace&siteId=b2c&status=future&limit=100")).items.find(
      (p) => p.stockId === 0,
    )!;
    const candidates = (await productList(0, `promotionId=${upcoming.id}&inPromo=false`)).body;
    expect(candidates.items.length).toBe(10);
    const [a, b] = candidates.items;

    const added = await api.call("POST", `${PROMO}/personal/0/products?promotionId=${upcoming.id}`, {
      body: [a.id, { productId: b.id, promoPriceR: Math.floor(b.offer.price * 0.5) }],
    });
    expect(added).toMatchObject({ status: 200, body: {} });
    const joined = (await api.call("GET", `${PROMO}/personal/by-promotion-id/${upcoming.id}`)).body;
    expect(joined).toMatchObject({ stockId: expect.any(Number), productCnt: 2 });
    const stockId = joined.stockId;
    expect(stockId).toBeGreaterThan(0);

    const inPromo = (await productList(stockId, "inPromo=true")).body;
    expect(inPromo.total).toBe(2);
    const promoA = inPromo.items.find((p: { id: number }) => p.id === a.id).promoProduct;
    expect(promoA.promoPriceR).toBeLessThanOrEqual(a.offer.price * (1 - upcoming.minPercent / 100));
    expect(
      (await productList(stockId, "inPromo=false&limit=1000")).body.items.some((p: { id: number }) => p.id === a.id),
    ).toBe(false);

    const tooSmall = await api.call("PUT", `${PROMO}/products/${promoA.id}`, {
      body: {
        price: a.offer.price,
        promoPriceA: a.offer.price,
        promoPriceB: a.offer.price,
        promoPriceR: a.offer.price,
      },
    });
    expect(tooSmall.status).toBe(400);
    const half = Math.floor(a.offer.price / 2);
    const priced = await api.call("PUT", `${PROMO}/products/${promoA.id}`, {
      body: { price: a.offer.price, promoPriceA: half - 2, promoPriceB: half - 1, promoPriceR: half },
    });
    expect(priced.body).toMatchObject({ promoPriceR: half });
    expect(
      (
        await api.call("PUT", `${PROMO}/products/${promoA.id}`, {
          token: api.other,
          body: { promoPriceA: 1, promoPriceB: 1, promoPriceR: 1 },
        })
      ).status,
    ).toBe(404);

    expect((await api.call("DELETE", `${PROMO}/products/${promoA.id}`)).body).toEqual({ count: 1 });
    expect((await api.call("DELETE", `${PROMO}/personal/${stockId}/products`)).body).toEqual({ count: 1 });
    expect((await productList(stockId, "inPromo=true")).body.total).toBe(0);
  });

  it("refuses another supplier's product, a finished promotion and nonsense", async () => {
    const theirs = (
      await api.call("POST", "/sp-products-catalog/v2/product/offer/list/onSale", { token: api.other, body: {} })
    ).body.items[0];
    const current = (await promotions("source=marketplace&siteId=b2c&status=current&limit=1")).items[0];
    expect(
      (await api.call("POST", `${PROMO}/personal/0/products?promotionId=${current.id}`, { body: [theirs.id] })).status,
    ).toBe(404);
    const past = (await promotions("source=marketplace&siteId=b2c&status=past&limit=1")).items[0];
    const mine = (await api.call("POST", "/sp-products-catalog/v2/product/offer/list/onSale?limit=1", { body: {} }))
      .body.items[0];
    expect(
      (await api.call("POST", `${PROMO}/personal/0/products?promotionId=${past.id}`, { body: [mine.id] })).status,
    ).toBe(400);
    expect((await api.call("POST", `${PROMO}/personal/0/products`, { body: [mine.id] })).status).toBe(400);
    expect(
      (await api.call("POST", `${PROMO}/personal/0/products?promotionId=${current.id}`, { body: {} })).status,
    ).toBe(400);
    expect((await productList(current.stockId, "limit=0")).status).toBe(400);
  });

  it("a product in a running promotion shows its promo prices in the catalog", async () => {
    const running = (await promotions("source=marketplace&siteId=b2c&status=current&limit=100")).items.find(
      (p) => p.productCnt > 0,
    )!;
    const [item] = (await productList(running.stockId, "inPromo=true&limit=1")).body.items;
    const product = (await api.call("GET", `/sp-products-catalog/v2/product/${item.id}`)).body;
    expect(product.promotion.promoPriceR).toBeGreaterThan(0);
  });
});
