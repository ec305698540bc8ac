import { beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "~/routes/catalog.export/route";
import { type Browser, marketplace, requestId, signedIn, usePortal } from "../../../tests/support/portal";
import * as all from "./route";

// The catalog when the marketplace sends only what the contract promises (a product's id, a list's
// items): the page still answers 200 with its fallbacks, and its pages stay sane without a total.
// The values map and the counts answer empty here too: no names, no counts.

usePortal();

const LIST = "/sp-products-catalog/v2/product/offer/list";

let owner: Browser;
beforeAll(async () => {
  owner = await signedIn("79000000001");
});

/** For one request of the portal, the list (and the values map and counts) answer these bodies. */
async function answering(list: object, { times }: { times?: number } = {}) {
  const id = requestId();
  await marketplace.addFault({ pathPrefix: LIST, body: JSON.stringify(list), requestId: id, times });
  await marketplace.addFault({ pathPrefix: "/sp-products-catalog/values-map", body: "{}", requestId: id });
  await marketplace.addFault({ pathPrefix: "/sp-products-catalog/stats/status", body: "{}", requestId: id });
  return { headers: { "X-Request-Id": id } };
}

describe("the catalog from products with only what the contract requires", () => {
  it("draws each row with its fallbacks, an odd status and VAT as sent, and offers no edit without an offer", async () => {
    const items = [{ id: 7 }, { id: 8, offerId: 12, status: "toString", offer: { vat: "7" }, images: ["not a url"] }];
    const page = await owner.get(all, "/catalog/", {}, await answering({ items }));
    expect(page.status).toBe(200);
    expect(page.data.rows).toEqual([
      expect.objectContaining({ id: 7, offer: null, editHref: "/catalog/edit/7/", name: "Без названия", vat: "—" }),
      expect.objectContaining({ offer: "12", status: { title: "toString", tone: "neutral" }, vat: "7", image: null }),
    ]);
    expect(page.data).toMatchObject({ total: null, pages: 1, sortOptions: [] });
    // Counts the answer leaves out are not shown.
    expect(page.data.tabs[0]).toEqual({ to: "/catalog/", title: "Все товары" });
  });

  it("offers the next page while a page is full and no total says otherwise", async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));
    const page = await owner.get(all, "/catalog/?page=2", {}, await answering({ items }));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ total: null, pages: 3 });
  });

  it("takes a total of any size or sign with a sane page count", async () => {
    for (const total of [-5, 0, 1e300]) {
      const page = await owner.get(all, "/catalog/", {}, await answering({ items: [{ id: 1 }], total }));
      expect(page.status, String(total)).toBe(200);
      expect(page.data.pages, String(total)).toBe(1);
    }
  });

  it("exports such products with empty cells, and stops at a short page without a total", async () => {
    const answer = await owner.get(
      exportRoute,
      "/catalog/export/?view=all",
      {},
      await answering({ items: [{ id: 7 }, { id: 8, status: "toString", offer: { vat: "7", price: 10.5 } }] }),
    );
    expect(answer.status).toBe(200);
    const lines = (await answer.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines.slice(1)).toEqual([";;;;;;;;;;", ";;;;toString;;10,5;;;;7"]);
    expect((await answer.calls()).filter((call) => call.path === LIST)).toHaveLength(1);
  });

  it("goes on after a full page only: a total may end the export sooner, never make it ask for more", async () => {
    const full = Array.from({ length: 200 }, (_, index) => ({ id: index + 1 }));
    const exportOf = async (list: object) => {
      const answer = await owner.get(exportRoute, "/catalog/export/?view=all", {}, await answering(list, { times: 1 }));
      await answer.response.text();
      return (await answer.calls()).filter((call) => call.path === LIST).map((call) => call.query.skip);
    };
    // Without a total the next page is asked for (the real list answers it: short, the last).
    expect(await exportOf({ items: full })).toEqual(["0", "200"]);
    // A total the items have reached ends it; a huge one does not lead on past a short page.
    expect(await exportOf({ items: full, total: 200 })).toEqual(["0"]);
    expect(await exportOf({ items: full.slice(0, 3), total: 1e300 })).toEqual(["0"]);
  });
});
