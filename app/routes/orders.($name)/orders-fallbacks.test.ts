import { beforeAll, describe, expect, it } from "vitest";
import { type Browser, marketplace, requestId, signedIn, usePortal } from "../../../tests/support/portal";
import * as orders from "./route";

// The orders' list when the marketplace sends only what it promises (contract/marketplace.yaml,
// OrderList: the items and each order's id): every column «—», the count not said, and the pages
// still sane without it.

usePortal();

const LIST = "/suppliers-orders/personal/order/list";

let owner: Browser;
beforeAll(async () => {
  owner = await signedIn("79000000001");
});

/** The list call answers, for one request of the portal, this body. */
async function listAnswers(body: object) {
  const id = requestId();
  await marketplace.addFault({ pathPrefix: LIST, body: JSON.stringify(body), requestId: id });
  return { headers: { "X-Request-Id": id } };
}

describe("the orders' list of orders with only their ids", () => {
  it("draws each with «—», says no count, and lists no nearest day", async () => {
    const page = await owner.get(orders, "/orders/", {}, await listAnswers({ items: [{ id: 1 }, { id: 2 }] }));
    expect(page.status).toBe(200);
    expect(page.data.rows).toEqual(
      [1, 2].map((id) => ({
        id,
        number: "—",
        created: "—",
        shipping: "—",
        status: "—",
        items: "—",
        store: "—",
        total: "—",
      })),
    );
    expect(page.data).toMatchObject({ total: null, pages: 1, nearest: [] });
  });

  it("offers the next page while a page is full and no count says otherwise", async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));
    const page = await owner.get(orders, "/orders/?page=2", {}, await listAnswers({ items }));
    expect(page.data).toMatchObject({ page: 2, pages: 3, total: null });
  });

  it("takes a count of any size or sign without a page beyond what an address can ask", async () => {
    // `total` is an integer in the contract: a fraction is a malformed answer, not a count.
    for (const total of [-5, 0, 1e300]) {
      const page = await owner.get(orders, "/orders/", {}, await listAnswers({ items: [{ id: 1 }], total }));
      expect(page.status, String(total)).toBe(200);
      expect(Number.isSafeInteger(page.data.pages)).toBe(true);
    }
  });
});
