import { beforeAll, describe, expect, it } from "vitest";
import * as list from "~/routes/stocks.seller.$siteId._index/route";
import { type Browser, marketplace, requestId, signedIn, usePortal } from "../../../tests/support/portal";
import * as page from "./route";

// The supplier's promotions when the marketplace sends only what the contract promises (a
// promotion's and a product's id, a list's items): the pages answer 200 with their fallbacks.

usePortal();

const PROMOTION = "/suppliers-promotions/personal/by-promotion-id/";
const PRODUCTS = "/suppliers-promotions/personal/";

let owner: Browser;
beforeAll(async () => {
  owner = await signedIn("79000000001");
});

/** For one request of the portal, the calls whose path starts with each prefix answer its body. */
async function answering(bodies: Record<string, object>) {
  const id = requestId();
  for (const [pathPrefix, body] of Object.entries(bodies)) {
    await marketplace.addFault({ pathPrefix, body: JSON.stringify(body), requestId: id });
  }
  return { headers: { "X-Request-Id": id } };
}

describe("a promotion with only its id and a start that is not a date", () => {
  it("shows its phase and period as unknown, and its products without a part in it with nothing to edit", async () => {
    const answer = await owner.get(
      page,
      "/stocks/seller/b2c/5/",
      { siteId: "b2c", stockId: "5" },
      await answering({
        [PROMOTION]: { id: 5, startAt: "not a date" },
        [PRODUCTS]: { items: [{ id: 9 }, { id: 10, promoProduct: { id: 31 } }] },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.promotion).toMatchObject({
      name: "Акция без названия",
      status: "—",
      period: "—",
      minPercent: null,
      products: "—",
      description: null,
    });
    expect(answer.data.rows.map((row: { id: string | null }) => row.id)).toEqual([null, "31"]);
    expect(answer.data).toMatchObject({ title: "Акция без названия", total: null, pages: 1, failure: null });
    // Without a stockId the products are asked of participation 0, by the promotion's id.
    const calls = await answer.calls();
    expect(calls.find((call) => call.path.endsWith("/product-list"))?.path).toBe(
      "/suppliers-promotions/personal/0/product-list",
    );
  });
});

describe("the list of promotions with only their ids", () => {
  it("draws each card with its fallbacks, no count said, no status filter named", async () => {
    const answer = await owner.get(
      list,
      "/stocks/seller/b2c/",
      { siteId: "b2c" },
      await answering({
        "/suppliers-promotions/personal/filters/": { status: [{ value: "toString" }] },
        "/suppliers-promotions/personal": { items: [{ id: 5 }, { id: 6, finishAt: "2000-01-01T00:00:00Z" }] },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.cards).toEqual([
      expect.objectContaining({ href: "/stocks/seller/b2c/5/", status: "—", tone: "neutral", finished: false }),
      expect.objectContaining({ status: "Завершена", tone: "grey", finished: true, period: "с — по 01.01.2000" }),
    ]);
    expect(answer.data.statuses).toEqual([{ value: "toString", title: "toString" }]);
    expect(answer.data).toMatchObject({ total: null, pages: 1 });
  });
});
