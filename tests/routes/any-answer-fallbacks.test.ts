import { beforeAll, describe, expect, it } from "vitest";
import * as catalogAll from "~/routes/catalog._index/route";
import * as catalogExport from "~/routes/catalog.export/route";
import * as documents from "~/routes/documents.$type/route";
import * as download from "~/routes/documents.$type_.file/route";
import * as article from "~/routes/info-base.$categoryId.$articleId/route";
import * as ordersList from "~/routes/orders.($name)/route";
import * as promotion from "~/routes/stocks.seller.$siteId.$stockId._index/route";
import * as promotions from "~/routes/stocks.seller.$siteId._index/route";
import { Browser, marketplace, requestId, signedIn, usePortal } from "../support/portal";

// The pages when the marketplace sends only what the contract promises (contract/marketplace.yaml:
// an element's id, a list's items; decision 094), or values of the right type in a form the page cannot
// use: each answers with its fallbacks, «—» and no action it cannot take, never a 500. One file for
// every page, so the emulator and the routes are loaded once.

usePortal();

const PRODUCTS = "/sp-products-catalog/v2/product/offer/list";
const ORDERS = "/suppliers-orders/personal/order/list";
const DOCUMENTS = "/suppliers-documents/personal/document/list";
const PROMOTION = "/suppliers-promotions/personal/by-promotion-id/";
const PROMOTION_PRODUCTS = "/suppliers-promotions/personal/";

let owner: Browser;
beforeAll(async () => {
  owner = await signedIn("79000000001");
});

/** For one request of the portal, each call whose path starts with a prefix answers its body. */
async function answering(bodies: Record<string, object>, { times }: { times?: number } = {}) {
  const id = requestId();
  for (const [pathPrefix, body] of Object.entries(bodies)) {
    await marketplace.addFault({ pathPrefix, body: JSON.stringify(body), requestId: id, times });
  }
  return { headers: { "X-Request-Id": id } };
}

/** The catalog's list as given, with a values map and counts that name nothing. */
const catalogList = (list: object) => ({
  [PRODUCTS]: list,
  "/sp-products-catalog/values-map": {},
  "/sp-products-catalog/stats/status": {},
});

const number = "УПД-777";
const period = { start: "2024-07-01", end: "2024-07-31" };
const DOCUMENT_HREF = `/documents/upd/file/?${new URLSearchParams({ number, from: period.start, to: period.end })}`;
const documentsAnswer = (items: object[]) => answering({ [DOCUMENTS]: { items } });

const visitor = new Browser();
const open = async (body: object, path = "/info-base/2/5/") =>
  visitor.get(
    article,
    path,
    { categoryId: path.split("/")[2], articleId: "5" },
    await answering({ "/suppliers-orders/article/5": body }),
  );

describe("the catalog from products with only what the contract requires", () => {
  it("draws each row with its fallbacks, an odd status and VAT as sent, and offers no edit without an offer", async () => {
    const items = [{ id: 7 }, { id: 8, offerId: 12, status: "toString", offer: { vat: "7" }, images: ["not a url"] }];
    // As a client navigation asks for it, so the data carries what each row shows (docs/decisions/100).
    const page = await owner.get(catalogAll, "/catalog/?_data=routes", {}, await answering(catalogList({ items })));
    expect(page.status).toBe(200);
    const rows = page.data.rows.map((row: { id: number }) => page.data.shown.value[row.id]);
    expect(rows).toEqual([
      expect.objectContaining({ id: 7, offer: null, editHref: "/catalog/edit/7/", name: "Без названия", vat: "—" }),
      expect.objectContaining({ offer: "12", status: { title: "toString", tone: "neutral" }, vat: "7", image: null }),
    ]);
    expect(page.data).toMatchObject({ total: null, pages: 1, filters: { value: { sort: [] } } });
    // Counts the answer leaves out are not shown.
    expect(page.data.tabs[0]).toEqual({ to: "/catalog/", title: "Все товары" });
  });

  it("offers the next page while a page is full and no total says otherwise", async () => {
    const items = Array.from({ length: 30 }, (_, index) => ({ id: index + 1 }));
    const page = await owner.get(catalogAll, "/catalog/?page=2", {}, await answering(catalogList({ items })));
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ total: null, pages: 3 });
  });

  it("takes a total of any size or sign with a sane page count", async () => {
    for (const total of [-5, 0, 1e300]) {
      const page = await owner.get(
        catalogAll,
        "/catalog/",
        {},
        await answering(catalogList({ items: [{ id: 1 }], total })),
      );
      expect(page.status, String(total)).toBe(200);
      expect(page.data.pages, String(total)).toBe(1);
    }
  });

  it("exports such products with empty cells, and stops at a short page without a total", async () => {
    const answer = await owner.get(
      catalogExport,
      "/catalog/export/?view=all",
      {},
      await answering(
        catalogList({ items: [{ id: 7 }, { id: 8, status: "toString", offer: { vat: "7", price: 10.5 } }] }),
      ),
    );
    expect(answer.status).toBe(200);
    const lines = (await answer.response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines.slice(1)).toEqual([";;;;;;;;;;", ";;;;toString;;10,5;;;;7"]);
    expect((await answer.calls()).filter((call) => call.path === PRODUCTS)).toHaveLength(1);
  });

  it("goes on after a full page only: a total may end the export sooner, never make it ask for more", async () => {
    const full = Array.from({ length: 200 }, (_, index) => ({ id: index + 1 }));
    const exportOf = async (list: object) => {
      const answer = await owner.get(
        catalogExport,
        "/catalog/export/?view=all",
        {},
        await answering(catalogList(list), { times: 1 }),
      );
      await answer.response.text();
      return (await answer.calls()).filter((call) => call.path === PRODUCTS).map((call) => call.query.skip);
    };
    // Without a total the next page is asked for (the real list answers it: short, the last).
    expect(await exportOf({ items: full })).toEqual(["0", "200"]);
    // A total the items have reached ends it; a huge one does not lead on past a short page.
    expect(await exportOf({ items: full, total: 200 })).toEqual(["0"]);
    expect(await exportOf({ items: full.slice(0, 3), total: 1e300 })).toEqual(["0"]);
  });
});

describe("the orders' list of orders with only their ids", () => {
  it("draws each with «—», says no count, and lists no nearest day", async () => {
    // As a client navigation asks for it, so the data carries the rows (docs/decisions/100).
    const page = await owner.get(
      ordersList,
      "/orders/?_data=routes",
      {},
      await answering({ [ORDERS]: { items: [{ id: 1 }, { id: 2 }] } }),
    );
    expect(page.status).toBe(200);
    expect(page.data.rowCount).toBe(2);
    expect(page.data.rows.value).toEqual(
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
    const page = await owner.get(ordersList, "/orders/?page=2", {}, await answering({ [ORDERS]: { items } }));
    expect(page.data).toMatchObject({ page: 2, pages: 3, total: null });
  });

  it("takes a count of any size or sign without a page beyond what an address can ask", async () => {
    // `total` is an integer in the contract: a fraction is a malformed answer, not a count.
    for (const total of [-5, 0, 1e300]) {
      const page = await owner.get(
        ordersList,
        "/orders/",
        {},
        await answering({ [ORDERS]: { items: [{ id: 1 }], total } }),
      );
      expect(page.status, String(total)).toBe(200);
      expect(Number.isSafeInteger(page.data.pages)).toBe(true);
    }
  });
});

describe("a document without a usable link", () => {
  it.each([
    ["without a link", {}],
    ["whose link is no address", { downloadLink: "not a link" }],
    ["whose link is another host's", { downloadLink: "https://evil.example/suppliers-documents/1/file" }],
  ])("%s goes back to its period's documents with a message", async (_, link) => {
    const headers = await documentsAnswer([{ document1CNumber: number, period, fileFormat: "pdf", ...link }]);
    const answer = await owner.get(download, DOCUMENT_HREF, { type: "upd" }, headers);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/documents/upd/?from=2024-07-01&to=2024-07-31");
    expect((await answer.calls()).map((call) => call.path)).toEqual([`${DOCUMENTS}/upd`]);

    const page = await owner.open(documents, answer.location!, { type: "upd" });
    expect(page.root.toast).toMatchObject({ type: "warning", text: expect.stringContaining("недоступен") });
  });

  it("is listed with «—» and no download; a document with nothing in it too", async () => {
    const headers = await documentsAnswer([{ document1CNumber: number, period, downloadLink: "not a link" }, {}]);
    const page = await owner.get(documents, "/documents/upd/", { type: "upd" }, headers);
    expect(page.status).toBe(200);
    expect(page.data.rows).toMatchObject([
      { number, period: "01.07.2024 — 31.07.2024", format: "—", href: null },
      { number: "—", period: "— — —", format: "—", href: null },
    ]);
    // Without the marketplace's count, the page counts what it was given.
    expect(page.data.total).toBeNull();
    expect(page.data.pages).toBe(1);
  });

  it("a document the list no longer has is not found", async () => {
    const headers = await documentsAnswer([{ document1CNumber: "УПД-1", period }]);
    expect((await owner.get(download, DOCUMENT_HREF, { type: "upd" }, headers)).status).toBe(404);
  });
});

describe("an article with only its id", () => {
  it("is shown where its address puts it, untitled, with no text but a notice", async () => {
    const page = await open({ id: 5 });
    expect(page.status).toBe(200);
    expect(page.data.article).toMatchObject({
      title: "Без названия",
      section: { id: 2, name: "—" },
      html: null,
      headings: [],
    });
  });

  it("is not found when it says it is not active; one that does not say is shown", async () => {
    expect((await open({ id: 5, active: false })).status).toBe(404);
    expect((await open({ id: 5, title: "Карантин", content: "<p>Текст</p>" })).data.article).toMatchObject({
      title: "Карантин",
      html: "<p>Текст</p>",
    });
  });

  it("moves to its category when it names one", async () => {
    const moved = await open({ id: 5, section: { id: 3 } });
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/info-base/3/5/");
  });
});

describe("a promotion with only its id and a start that is not a date", () => {
  it("shows its phase and period as unknown, and its products without a part in it with nothing to edit", async () => {
    const answer = await owner.get(
      promotion,
      "/stocks/seller/b2c/5/",
      { siteId: "b2c", stockId: "5" },
      await answering({
        [PROMOTION]: { id: 5, startAt: "not a date" },
        [PROMOTION_PRODUCTS]: { items: [{ id: 9 }, { id: 10, promoProduct: { id: 31 } }] },
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
      promotions,
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
