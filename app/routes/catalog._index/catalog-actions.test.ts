import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogRow } from "~/features/catalog/catalog-list.server";
import * as all from "~/routes/catalog._index/route";
import * as archive from "~/routes/catalog.archive/route";
import * as moderation from "~/routes/catalog.moderation/route";
import * as onsale from "~/routes/catalog.onsale/route";
import * as quarantine from "~/routes/catalog.price-quarantine/route";
import * as ready from "~/routes/catalog.ready/route";
import { Browser, marketplace, signedIn, usePortal, type Fields } from "../../../tests/support/portal";

// The catalog's lists (prices and stocks edited per row, archive, restore, the price quarantine) through their route modules, as a browser without JavaScript posts
// their one form, against the emulator: what reached the marketplace, what the page says after.
// Texts are the product's (the price rule's 'Введите корректную цену', the default 'Проверьте корректность')
// and the page's, written here, not imported from the code.

usePortal();

const OWNER = "79000000001";
const NO_CONTRACT = "79000000003";
const OFFER_PATCH = /^\/sp-products-catalog\/v2\/product\/offer\/(\d+)$/;

let owner: Browser;
beforeAll(async () => {
  owner = await signedIn(OWNER);
});

type Route = typeof onsale;

/** A list's data as a client navigation asks for it (a data request), which carries what each row shows. */
const asData = (path: string) => `${path}${path.includes("?") ? "&" : "?"}_data=routes`;

/** Each row of a list's data with what it shows (docs/decisions/100). */
const shownRows = (data: { rows: { id: number }[]; shown: { value: Record<string, CatalogRow> } }) =>
  data.rows.map((row) => data.shown.value[row.id]);

/** The rows a list page shows, and the page opened (the browser is on it). */
async function rowsOf(route: Route, path: string): Promise<CatalogRow[]> {
  const page = await owner.get(route, asData(path));
  expect(page.status).toBe(200);
  owner.page = path;
  return shownRows(page.data);
}

/** The list's form as the page renders it (catalog-page.tsx): each row's offer, and for editable rows its shown and typed values. */
function formOf(
  rows: CatalogRow[],
  {
    typed = {},
    intent,
    selected = [],
  }: { typed?: Record<number, { price?: string; stock?: string }>; intent: string; selected?: number[] },
): [string, string][] {
  const fields: [string, string][] = [];
  for (const row of rows) {
    const offer = String(row.offerId);
    fields.push(["offer", offer]);
    if (selected.includes(row.offerId!)) fields.push(["selected", offer]);
    fields.push([`was-${offer}`, `${row.price ?? ""};${row.stock ?? ""}`]);
    fields.push([`price-${offer}`, typed[row.offerId!]?.price ?? String(row.price ?? "")]);
    fields.push([`stock-${offer}`, typed[row.offerId!]?.stock ?? String(row.stock ?? "")]);
  }
  fields.push(["intent", intent]);
  return fields;
}

/** Only the rows' ids and ticks: the lists that do not edit in place. */
function ticksOf(rows: CatalogRow[], intent: string, selected: number[] = []): [string, string][] {
  return [
    ...rows.flatMap((row): [string, string][] => [
      ["offer", String(row.offerId)],
      ...(selected.includes(row.offerId!) ? [["selected", String(row.offerId)] as [string, string]] : []),
    ]),
    ["intent", intent],
  ];
}

const patches = async (answer: { calls(): Promise<{ method: string; path: string; body: unknown }[]> }) =>
  (await answer.calls())
    .filter((call) => call.method === "PATCH" && OFFER_PATCH.test(call.path))
    .map((call) => ({ offer: Number(OFFER_PATCH.exec(call.path)![1]), body: call.body }));

const writes = async (answer: { calls(): Promise<{ method: string; path: string }[]> }) =>
  (await answer.calls()).filter((call) => call.method !== "GET" && !call.path.includes("/list"));

/** The notification the page a redirect leads to shows. */
async function notificationAfter(answer: { location: string | null }, route: Route) {
  expect(answer.location).not.toBeNull();
  return (await owner.open(route, answer.location!)).root.toast;
}

describe("saving prices and stocks in place", () => {
  it("sends the changed rows only, and the list shows what the marketplace keeps", async () => {
    const path = "/catalog/onsale/?sort=article";
    const rows = await rowsOf(onsale, path);
    const [first, second] = rows;
    const price = String(first.price! + 1);
    const stock = String(second.stock! + 3);
    const answer = await owner.post(
      onsale,
      path,
      formOf(rows, { intent: "save", typed: { [first.offerId!]: { price }, [second.offerId!]: { stock } } }),
    );

    expect(answer.status).toBe(200);
    expect(answer.data.report).toMatchObject({ saved: 2, changed: 2, errors: {}, typed: {} });
    expect(await patches(answer)).toEqual(
      expect.arrayContaining([
        { offer: first.offerId, body: { price: Number(price), stock: first.stock } },
        { offer: second.offerId, body: { price: second.price, stock: Number(stock) } },
      ]),
    );
    expect(await patches(answer)).toHaveLength(2);
    const after = await rowsOf(onsale, path);
    expect(after.find((row) => row.offerId === first.offerId)).toMatchObject({ price: Number(price) });
    expect(after.find((row) => row.offerId === second.offerId)).toMatchObject({ stock: Number(stock) });
  });

  it("accepts a price typed with a comma and spaces, as kopecks", async () => {
    const path = "/catalog/?sort=article";
    const rows = await rowsOf(all, path);
    const row = rows[2];
    const answer = await owner.post(
      all,
      "/catalog/?index&sort=article",
      formOf(rows, { intent: "save", typed: { [row.offerId!]: { price: ` ${row.price! + 1},50 ` } } }),
    );
    expect(answer.status).toBe(200);
    expect(await patches(answer)).toEqual([
      { offer: row.offerId, body: { price: row.price! + 1.5, stock: row.stock } },
    ]);
  });

  it("refuses a wrong price or stock at its field, keeps what was typed, and sends the rows that are right", async () => {
    const path = "/catalog/onsale/?sort=-article";
    const rows = await rowsOf(onsale, path);
    const [badPrice, badStock, tooLong, good] = rows;
    const answer = await owner.post(
      onsale,
      path,
      formOf(rows, {
        intent: "save",
        typed: {
          [badPrice.offerId!]: { price: "12,3,4" },
          [badStock.offerId!]: { stock: "много" },
          [tooLong.offerId!]: { price: "1".repeat(19) },
          [good.offerId!]: { stock: String(good.stock! + 1) },
        },
      }),
    );

    expect(answer.status).toBe(400);
    const { report } = answer.data;
    expect(report).toMatchObject({ saved: 1, changed: 4 });
    expect(report.errors).toEqual({
      [badPrice.offerId!]: { price: "Введите корректную цену" },
      [badStock.offerId!]: { stock: "Проверьте корректность" },
      [tooLong.offerId!]: { price: "Введите корректную цену" },
    });
    expect(report.typed).toEqual({
      [badPrice.offerId!]: { price: "12,3,4", stock: String(badPrice.stock) },
      [badStock.offerId!]: { price: String(badStock.price), stock: "много" },
      [tooLong.offerId!]: { price: "1".repeat(19), stock: String(tooLong.stock) },
    });
    expect((await patches(answer)).map((patch) => patch.offer)).toEqual([good.offerId]);
  });

  it("sends a price only above 0 and a stock only from 0, and refuses a row left with nothing to send", async () => {
    const path = "/catalog/ready/?sort=article";
    const rows = await rowsOf(ready, path);
    const [zeroPrice, negativeStock, neither] = rows;
    const answer = await owner.post(
      ready,
      path,
      formOf(rows, {
        intent: "save",
        typed: {
          [zeroPrice.offerId!]: { price: "0", stock: "7" },
          [negativeStock.offerId!]: { price: String(negativeStock.price! + 1), stock: "-2" },
          [neither.offerId!]: { price: "0", stock: "-1" },
        },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.report.errors).toEqual({ [neither.offerId!]: { price: "Введите корректную цену" } });
    expect(await patches(answer)).toEqual(
      expect.arrayContaining([
        { offer: zeroPrice.offerId, body: { stock: 7 } },
        { offer: negativeStock.offerId, body: { price: negativeStock.price! + 1 } },
      ]),
    );
    expect(await patches(answer)).toHaveLength(2);
  });

  it("says which saved row's new price the marketplace held in the price quarantine", async () => {
    const path = "/catalog/onsale/?sort=price";
    const rows = await rowsOf(onsale, path);
    const row = rows[5];
    const answer = await owner.post(
      onsale,
      path,
      formOf(rows, { intent: "save", typed: { [row.offerId!]: { price: String(row.price! * 3) } } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.data.report).toMatchObject({ saved: 1, changed: 1, quarantined: [String(row.offerId)] });
    const [held] = await rowsAfterSearch(row);
    expect(held).toMatchObject({ price: row.price, quarantinePrice: expect.stringMatching(/₽/) });
  });

  it("passes the marketplace's refusal of one row on to that row", async () => {
    const path = "/catalog/onsale/?sort=article";
    const rows = await rowsOf(onsale, path);
    const row = rows[7];
    const request = owner.request(path);
    const requestId = request.headers.get("X-Request-Id")!;
    await marketplace.addFault({
      pathPrefix: `/sp-products-catalog/v2/product/offer/${row.offerId}`,
      status: 409,
      requestId,
      times: 1,
    });
    const answer = await owner.post(
      onsale,
      path,
      formOf(rows, { intent: "save", typed: { [row.offerId!]: { stock: String(row.stock! + 1) } } }),
      {},
      { headers: { "X-Request-Id": requestId } },
    );
    expect(answer.status).toBe(400);
    expect(answer.data.report).toMatchObject({ saved: 0, changed: 1 });
    expect(answer.data.report.errors[row.offerId!]).toEqual({ marketplace: expect.stringMatching(/\S/) });
    expect(answer.data.report.typed[row.offerId!]).toEqual({ price: String(row.price), stock: String(row.stock! + 1) });
  });
});

/** The row of a product as the whole catalog lists it now, found by its article. */
async function rowsAfterSearch(row: CatalogRow) {
  const page = await owner.get(all, asData(`/catalog/?q=${encodeURIComponent(row.article!)}`));
  return shownRows(page.data).filter((found) => found.offerId === row.offerId);
}

describe("archive, restore and the price quarantine", () => {
  it("archives one row by its own button, then restores it from the archive", async () => {
    const path = "/catalog/ready/?sort=-article";
    const rows = await rowsOf(ready, path);
    const row = rows[0];
    const archived = await owner.post(ready, path, formOf(rows, { intent: `archive:${row.offerId}` }));
    expect(archived.status).toBe(302);
    expect(archived.location).toBe(path);
    expect((await writes(archived)).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /sp-products-catalog/v2/product/offer/archive/${row.offerId}`,
    ]);
    expect(await notificationAfter(archived, ready)).toEqual({ type: "success", text: "В архив перенесено: 1 товар" });
    expect((await rowsOf(ready, path)).map((each) => each.offerId)).not.toContain(row.offerId);

    const archivePath = `/catalog/archive/?q=${encodeURIComponent(row.article!)}`;
    const inArchive = await rowsOf(archive, archivePath);
    expect(inArchive.map((each) => each.offerId)).toEqual([row.offerId]);
    const restored = await owner.post(archive, archivePath, ticksOf(inArchive, "restore", [row.offerId!]));
    expect(restored.status).toBe(302);
    expect((await writes(restored)).map((call) => `${call.method} ${call.path}`)).toEqual([
      `DELETE /sp-products-catalog/v2/product/offer/archive/${row.offerId}`,
    ]);
    expect(await notificationAfter(restored, archive)).toEqual({
      type: "success",
      text: "Из архива возвращено: 1 товар",
    });
  });

  it("archives the ticked rows of the page in one call, with the count in Russian", async () => {
    const path = "/catalog/moderation/?sort=article";
    const rows = await rowsOf(moderation, path);
    const ticked = [rows[0].offerId!, rows[1].offerId!];
    // A tick of an offer that is not on the page is dropped.
    const answer = await owner.post(moderation, path, [...ticksOf(rows, "archive", ticked), ["selected", "999999"]]);
    expect(answer.status).toBe(302);
    const [call] = await writes(answer);
    expect(call).toMatchObject({
      method: "POST",
      path: "/sp-products-catalog/v2/product/offer/archive/multiple",
      body: { offers: ticked },
    });
    expect(await notificationAfter(answer, moderation)).toEqual({
      type: "success",
      text: "В архив перенесено: 2 товара",
    });
  });

  it("asks to tick something when nothing is ticked, and calls nothing", async () => {
    const path = "/catalog/archive/";
    const rows = await rowsOf(archive, path);
    const answer = await owner.post(archive, path, ticksOf(rows, "restore"));
    expect(answer.status).toBe(302);
    expect(await writes(answer)).toEqual([]);
    expect(await notificationAfter(answer, archive)).toEqual({ type: "warning", text: "Отметьте товары в списке" });
  });

  it("releases one product from the quarantine, then all of them", async () => {
    const path = "/catalog/price-quarantine/?sort=article";
    const rows = await rowsOf(quarantine, path);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const one = await owner.post(quarantine, path, ticksOf(rows, `release:${rows[0].offerId}`));
    expect(one.status).toBe(302);
    expect(await writes(one)).toEqual([
      expect.objectContaining({
        method: "DELETE",
        path: "/sp-products-catalog/v2/product/offer/sandbox/by-offer-ids",
        body: [rows[0].offerId],
      }),
    ]);
    expect(await notificationAfter(one, quarantine)).toEqual({
      type: "success",
      text: "Из карантина выпущено: 1 товар",
    });

    const rest = await rowsOf(quarantine, path);
    const everything = await owner.post(quarantine, `${path}&confirm=all`, [["intent", "release-all"]]);
    expect(everything.status).toBe(302);
    expect(everything.location).toBe("/catalog/");
    expect((await writes(everything)).map((call) => `${call.method} ${call.path}`)).toEqual([
      "DELETE /sp-products-catalog/v2/product/offer/sandbox/all",
    ]);
    expect(await notificationAfter(everything, all)).toEqual({
      type: "success",
      text: `Из карантина выпущено: ${rest.length} ${rest.length === 1 ? "товар" : rest.length < 5 ? "товара" : "товаров"}`,
    });
    // Empty now: the quarantine opens only with a nonzero count, so its page leads back to the catalog.
    const closed = await owner.get(quarantine, path);
    expect(closed).toMatchObject({ status: 302, location: "/catalog/" });
  });
});

describe("what a list's data carries", () => {
  it("a document only what its rows' controls need, a client navigation also what the rows show", async () => {
    const path = "/catalog/onsale/?sort=article";
    const document = await owner.open(onsale, path);
    expect(document.status).toBe(200);
    // What each row shows is in the document's HTML only (docs/decisions/100).
    expect(document.data.shown).toEqual({ id: "catalog-rows" });
    expect(document.data.rows.length).toBeGreaterThan(0);
    for (const row of document.data.rows) expect(Object.keys(row)).toEqual(["id", "offer", "price", "stock"]);
    const shown = await rowsOf(onsale, path);
    expect(shown.map(({ id, offer, price, stock }) => ({ id, offer, price, stock }))).toEqual(document.data.rows);
    expect(shown[0]).toMatchObject({ name: expect.stringMatching(/\S/), status: { title: expect.any(String) } });
  });
});

describe("a form the page did not send", () => {
  const FORGED: [string, (rows: CatalogRow[]) => Fields, RegExp][] = [
    ["an unknown intent", (rows) => formOf(rows, { intent: "delete" }), /^Неизвестное действие/],
    [
      "an intent the list does not offer",
      (rows) => formOf(rows, { intent: "restore", selected: [rows[0].offerId!] }),
      /^Неизвестное действие/,
    ],
    ["no intent at all", (rows) => formOf(rows, { intent: "" }), /^Неизвестное действие/],
    [
      "a row's button for an offer not on the page",
      (rows) => formOf(rows, { intent: "archive:999999999" }),
      /^Выберите товар на странице/,
    ],
    [
      "an offer id that is not a number",
      () => [
        ["offer", "abc"],
        ["intent", "save"],
      ],
      /^Форма пришла повреждённой/,
    ],
    [
      "more rows than a page holds",
      () => [...Array.from({ length: 31 }, (_, index) => ["offer", String(index + 1)] as const), ["intent", "save"]],
      /^Форма пришла повреждённой/,
    ],
  ];

  for (const [what, forge, message] of FORGED) {
    it(`${what}: 400 with a Russian message, nothing sent to the marketplace`, async () => {
      const path = "/catalog/onsale/?sort=article";
      const rows = await rowsOf(onsale, path);
      const answer = await owner.post(onsale, path, forge(rows));
      expect(answer.status).toBe(400);
      expect(answer.data.message).toMatch(message);
      expect(await answer.calls()).toEqual([]);
    });
  }

  it("a body that is not a form: 415 in Russian", async () => {
    const answer = await owner.post(
      onsale,
      "/catalog/onsale/",
      [],
      {},
      { headers: { "Content-Type": "application/json" } },
    );
    expect(answer.status).toBe(415);
    expect(answer.data.message).toMatch(/^Портал принимает только формы/);
    expect(await answer.calls()).toEqual([]);
  });

  it("the lists' forms set values, so they are not held to their one-time key: without one the save goes through", async () => {
    // Decision 061: only creating actions require a key; the lists' page writes one, and the action ignores it.
    const path = "/catalog/ready/?sort=-price";
    const rows = await rowsOf(ready, path);
    const stock = String(rows[0].stock! + 5);
    const form = formOf(rows, { intent: "save", typed: { [rows[0].offerId!]: { stock } } });
    const first = await owner.post(ready, path, form);
    const again = await owner.post(ready, path, form);
    for (const answer of [first, again]) {
      expect(answer.status).toBe(200);
      expect(await patches(answer)).toEqual([
        { offer: rows[0].offerId, body: { price: rows[0].price, stock: Number(stock) } },
      ]);
    }
  });
});

describe("who may post to the lists", () => {
  it("sends a visitor to sign in, back to the list, without calling the marketplace", async () => {
    const answer = await new Browser().post(onsale, "/catalog/onsale/?sort=article", [["intent", "save"]]);
    expect(answer).toMatchObject({
      status: 302,
      location: `/?redirectTo=${encodeURIComponent("/catalog/onsale/?sort=article")}`,
    });
    expect(await answer.calls()).toEqual([]);
  });

  it("sends a supplier without a contract to main, without calling the marketplace", async () => {
    const noContract = await signedIn(NO_CONTRACT);
    const answer = await noContract.post(onsale, "/catalog/onsale/", [
      ["intent", "save"],
      ["offer", "1"],
    ]);
    expect(answer).toMatchObject({ status: 302, location: "/" });
    expect(await answer.calls()).toEqual([]);
  });

  it("tells a phone the quarantine is a wide-screen page, before anything is released", async () => {
    const phone = await signedIn(OWNER, "phone");
    const answer = await phone.post(quarantine, "/catalog/price-quarantine/", [["intent", "release-all"]]);
    expect(answer.status).toBe(403);
    expect(answer.data.title).toBe("Страница для широкого экрана");
    expect(await answer.calls()).toEqual([]);
  });
});
