import { describe, expect, it } from "vitest";
import { isValidEan13, toEan13 } from "../../emulator/modules/barcode";
import { useEmulator } from "./data-helpers";

const api = useEmulator();
const CATALOG = "/sp-products-catalog";
const stats = async () => (await api.call("GET", `${CATALOG}/stats/status`)).body;
const list = (tab: string, query = "", filter: object = {}) =>
  api.call("POST", `${CATALOG}/v2/product/offer/list${tab}${query}`, { body: { filter } });

/** A valid card for leaf 3011 (Дрели), whose section requires country, power and power supply. */
const drill = (barcode: string, extra: object = {}) => ({
  name: "Дрель ударная Тест 750 Вт",
  article: "TEST-750",
  categoryId: 3011,
  barcodes: [barcode],
  images: ["/sp-products-catalog/cdn/suppliersfiles/1.png"],
  properties: [
    { id: 1, value: "Россия" },
    { id: 11, value: "750" },
    { id: 12, value: "Сеть 220 В" },
  ],
  vat: "20",
  price: 4990,
  stock: 5,
  ...extra,
});

describe("dictionaries", () => {
  it("values-map names every status and sort field in Russian", async () => {
    const { status, body } = await api.call("GET", `${CATALOG}/values-map`);
    expect(status).toBe(200);
    for (const code of ["onSale", "idle", "blocked", "ready", "moderationFailed", "archived"])
      expect(body.status[code]).toMatch(/[А-Яа-я]/);
    expect(body.offerSortFields.price).toBe("Цена");
    expect(body.statusDetail.priceQuarantine).toBeTruthy();
  });

  it("stores include id 95 with show.retail", async () => {
    const { body } = await api.call("GET", "/stores-cities/stores");
    expect(body.total).toBe(body.items.length);
    expect(body.items.find((s: { id: number }) => s.id === 95)).toMatchObject({
      cityName: expect.any(String),
      name: expect.any(String),
      show: { retail: true },
    });
  });

  it("category tree has three levels; by-customer keeps the company's sections", async () => {
    const tree = (await api.call("GET", `${CATALOG}/category/tree`)).body.items;
    expect(tree.length).toBe(6);
    expect(tree[0].children[0].children[0]).toMatchObject({ isLast: true, children: [] });
    const mine = (await api.call("GET", `${CATALOG}/category/tree/by-customer`)).body.items;
    expect(mine.map((n: { name: string }) => n.name).sort()).toEqual([
      "Инструмент",
      "Отделочные материалы",
      "Строительные материалы",
    ]);
  });

  it("properties of a leaf include its ancestors' with values; main-properties lists the card fields", async () => {
    const { body } = await api.call("GET", `${CATALOG}/property/list-by-category/with-values/3011`);
    expect(body.items.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1, 11, 12]));
    expect(body.items.find((p: { id: number }) => p.id === 12).values.length).toBeGreaterThan(0);
    expect((await api.call("GET", `${CATALOG}/property/list-by-category/with-values/999999`)).status).toBe(404);
    const main = (await api.call("GET", `${CATALOG}/main-properties`)).body.items;
    expect(main.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(["name", "article", "barcodes", "price", "vat"]),
    );
  });

  it("needs a token", async () => {
    expect((await api.call("GET", `${CATALOG}/values-map`, { token: null })).status).toBe(401);
  });
});

describe("product lists", () => {
  it("every tab's total matches stats/status, and the seed covers every state", async () => {
    const counts = await stats();
    for (const tab of ["onSale", "ready", "moderationFailed", "archived"])
      expect((await list(`/${tab}`, "?limit=1")).body.total).toBe(counts[tab]);
    expect((await list("", "?limit=1")).body.total).toBe(counts.all);
    expect((await list("/all", "?limit=1")).body.total).toBe(counts.all);
    expect((await api.call("POST", `${CATALOG}/product/offer/list/sandbox`, { body: {} })).body.total).toBe(
      counts.sandbox,
    );
    expect((await api.call("POST", `${CATALOG}/product/draft/list`, { body: {} })).body.total).toBe(counts.draft);
    expect(counts.all + counts.archived + counts.draft).toBeGreaterThanOrEqual(120);
    for (const key of ["onSale", "ready", "moderationFailed", "archived", "sandbox", "draft"])
      expect(counts[key]).toBeGreaterThan(0);
    const all = (await list("", "?limit=1000")).body.items;
    expect(new Set(all.map((p: { status: string }) => p.status))).toEqual(
      new Set(["onSale", "ready", "idle", "blocked", "moderation", "moderationFailed"]),
    );
    expect(all.some((p: { visible: boolean }) => !p.visible)).toBe(true);
  });

  it("answers the product shape with real barcodes and pictures", async () => {
    const [product] = (await list("/onSale", "?limit=1")).body.items;
    expect(product).toMatchObject({
      id: expect.any(Number),
      offerId: expect.any(Number),
      name: expect.any(String),
      status: "onSale",
      statusDetail: "active",
      visible: true,
      offer: {
        vat: expect.stringMatching(/^(none|10|20)$/),
        price: expect.any(Number),
        stock: expect.any(Number),
        dcStock: expect.any(Number),
      },
      promotion: { otherPromotions: expect.any(Array) },
    });
    expect(isValidEan13(product.barcode)).toBe(true);
    const picture = await fetch(product.images[0]);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await picture.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });

  it("limit, skip and sort give the right slice in the right order; 'asc' sorts from the largest", async () => {
    const sorted = "&sort[0][field]=price&sort[0][direction]=desc";
    const all = (await list("/onSale", `?limit=1000${sorted}`)).body.items.map((p: { id: number }) => p.id);
    const page = (await list("/onSale", `?limit=5&skip=10${sorted}`)).body;
    expect(page.items.map((p: { id: number }) => p.id)).toEqual(all.slice(10, 15));
    const price = (p: { offer: { price: number } }) => p.offer.price;
    const largestFirst = (await list("/onSale", "?limit=1000&sort[0][field]=price&sort[0][direction]=asc")).body.items;
    expect(largestFirst.map(price)).toEqual(largestFirst.map(price).sort((a: number, b: number) => b - a));
    const smallestFirst = (await list("/onSale", `?limit=1000${sorted}`)).body.items;
    expect(smallestFirst.map(price)).toEqual(smallestFirst.map(price).sort((a: number, b: number) => a - b));
    expect((await list("/onSale")).body.items.length).toBe(30);
  });

  it("filters by search text (Cyrillic, any case), barcode, status and visibility", async () => {
    const found = (await list("", "?limit=1000", { search: "ДРЕЛЬ" })).body.items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p: { name: string }) => p.name.toLowerCase().includes("дрель"))).toBe(true);
    const [first] = found;
    expect((await list("", "", { search: first.barcode })).body.items.map((p: { id: number }) => p.id)).toEqual([
      first.id,
    ]);
    const idle = (await list("", "?limit=1000", { status: "idle" })).body.items;
    expect(idle.length).toBeGreaterThan(0);
    expect(idle.every((p: { status: string }) => p.status === "idle")).toBe(true);
    expect((await list("/onSale", "", { status: "idle" })).body.total).toBe(0);
    const hidden = (await list("", "?limit=1000", { visible: false })).body.items;
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((p: { visible: boolean }) => !p.visible)).toBe(true);
  });

  it.each([
    "?limit=0",
    "?limit=abc",
    "?limit=1001",
    "?skip=-1",
    "?sort[0][field]=password",
    "?sort[0][field]=price&sort[0][direction]=up",
  ])("answers 400 on %s", async (query) => {
    const { status, body } = await list("/onSale", query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: true, errorText: expect.any(String) });
  });

  it("answers 400 on a filter that is not an object and 404 on an unknown tab", async () => {
    expect((await api.call("POST", `${CATALOG}/v2/product/offer/list`, { body: { filter: "x" } })).status).toBe(400);
    expect(
      (await api.call("POST", `${CATALOG}/v2/product/offer/list`, { body: { filter: { visible: "maybe" } } })).status,
    ).toBe(400);
    expect((await list("/nonsense")).status).toBe(404);
  });
});

describe("ownership", () => {
  it("another supplier gets 404 for 01's product and offer, and sees only its own", async () => {
    const [product] = (await list("/onSale", "?limit=1")).body.items;
    const other = { token: api.other };
    expect((await api.call("GET", `${CATALOG}/v2/product/${product.id}`, other)).body).toMatchObject({
      errorCode: "element_notfound",
    });
    expect(
      (await api.call("PATCH", `${CATALOG}/v2/product/offer/${product.offerId}`, { ...other, body: { stock: 1 } }))
        .status,
    ).toBe(404);
    expect((await api.call("POST", `${CATALOG}/v2/product/offer/archive/${product.offerId}`, other)).status).toBe(404);
    const theirs = (await api.call("POST", `${CATALOG}/v2/product/offer/list`, { ...other, body: {} })).body.items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((p: { id: number }) => p.id === product.id)).toBe(false);
  });
});

describe("archive and price quarantine", () => {
  it("archiving and restoring move products between tabs and counts", async () => {
    const before = await stats();
    const offers = (await list("/onSale", "?limit=2")).body.items.map((p: { offerId: number }) => p.offerId);
    const single = await api.call("POST", `${CATALOG}/v2/product/offer/archive/${offers[0]}`);
    expect(single.body.status).toBe("archived");
    expect(
      (await api.call("POST", `${CATALOG}/v2/product/offer/archive/multiple`, { body: { offers: [offers[1]] } })).body,
    ).toEqual({ count: 1 });
    expect(await stats()).toMatchObject({
      onSale: before.onSale - 2,
      archived: before.archived + 2,
      all: before.all - 2,
    });
    expect(
      (await api.call("DELETE", `${CATALOG}/v2/product/offer/archive/multiple`, { body: { offers } })).body,
    ).toEqual({ count: 2 });
    expect((await api.call("DELETE", `${CATALOG}/v2/product/offer/archive/${offers[0]}`)).body.status).toBe("onSale");
    expect(await stats()).toEqual(before);
    expect(
      (await api.call("POST", `${CATALOG}/v2/product/offer/archive/multiple`, { body: { offers: [] } })).status,
    ).toBe(400);
  });

  it("a price jump over 50% goes to the quarantine; releasing applies it", async () => {
    const [product] = (await list("/onSale", "?limit=1")).body.items;
    const before = await stats();
    const jumped = await api.call("PATCH", `${CATALOG}/v2/product/offer/${product.offerId}`, {
      body: { price: product.offer.price * 3 },
    });
    expect(jumped.body).toMatchObject({
      status: "blocked",
      statusDetail: "priceQuarantine",
      offer: { price: product.offer.price, quarantinePrice: product.offer.price * 3 },
    });
    expect((await stats()).sandbox).toBe(before.sandbox + 1);
    const released = await api.call("DELETE", `${CATALOG}/v2/product/offer/sandbox/by-offer-ids`, {
      body: [product.offerId],
    });
    expect(released.body).toEqual({ count: 1 });
    const after = (await api.call("GET", `${CATALOG}/v2/product/${product.id}`)).body;
    expect(after).toMatchObject({
      status: "onSale",
      offer: { price: product.offer.price * 3, prevPrice: product.offer.price, quarantinePrice: null },
    });
    expect(
      (await api.call("DELETE", `${CATALOG}/v2/product/offer/sandbox/by-offer-ids`, { body: [product.offerId] }))
        .status,
    ).toBe(400);
  });

  it("a small price change and a stock change apply at once; release all empties the quarantine", async () => {
    const [product] = (await list("/onSale", "?limit=1&skip=3")).body.items;
    const patched = await api.call("PATCH", `${CATALOG}/v2/product/offer/${product.offerId}`, {
      body: { price: product.offer.price + 10, stock: 0 },
    });
    expect(patched.body.offer).toMatchObject({
      price: product.offer.price + 10,
      stock: 0,
      prevPrice: product.offer.price,
    });
    expect(
      (await api.call("PATCH", `${CATALOG}/v2/product/offer/${product.offerId}`, { body: { price: -1 } })).status,
    ).toBe(400);
    const waiting = (await stats()).sandbox;
    expect((await api.call("DELETE", `${CATALOG}/v2/product/offer/sandbox/all`)).body).toEqual({ count: waiting });
    expect((await stats()).sandbox).toBe(0);
  });
});

describe("cards", () => {
  it("checks barcodes for EAN-13 and for use", async () => {
    const [product] = (await list("/onSale", "?limit=1")).body.items;
    const fresh = toEan13("460999000001");
    expect((await api.call("GET", `${CATALOG}/v2/product/unique-barcode/${fresh}`)).body).toMatchObject({
      unique: true,
    });
    expect(
      (await api.call("GET", `${CATALOG}/v2/product/unique-barcode/${product.barcode}?general=false`)).body.unique,
    ).toBe(false);
    // 01's barcode is free for 08 within its own cards, but taken marketplace-wide.
    expect(
      (await api.call("GET", `${CATALOG}/v2/product/unique-barcode/${product.barcode}`, { token: api.other })).body
        .unique,
    ).toBe(true);
    expect(
      (
        await api.call("GET", `${CATALOG}/v2/product/unique-barcode/${product.barcode}?general=true`, {
          token: api.other,
        })
      ).body.unique,
    ).toBe(false);
    expect((await api.call("GET", `${CATALOG}/v2/product/unique-barcode/4600000000001`)).body.errorText).toBe(
      "Введите корректный штрихкод",
    );
  });

  it("creates a card for moderation, edits it, changes barcodes; refuses incomplete and duplicate ones", async () => {
    const created = await api.call("POST", `${CATALOG}/v2/product`, { body: drill(toEan13("460999000002")) });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: "moderation",
      offerId: expect.any(Number),
      category: { id: 3011, name: "Дрели" },
    });
    expect(
      (await api.call("POST", `${CATALOG}/v2/product`, { body: drill(toEan13("460999000002")) })).body.errorCode,
    ).toBe("already_exists");
    expect(
      (await api.call("POST", `${CATALOG}/v2/product`, { body: drill(toEan13("460999000003"), { properties: [] }) }))
        .status,
    ).toBe(400);
    expect(
      (await api.call("POST", `${CATALOG}/v2/product`, { body: drill(toEan13("460999000003"), { categoryId: 301 }) }))
        .status,
    ).toBe(400);

    const edited = await api.call("PUT", `${CATALOG}/v2/product/${created.body.id}`, {
      body: drill(toEan13("460999000002"), { name: "Дрель ударная Тест 800 Вт" }),
    });
    expect(edited.body.name).toBe("Дрель ударная Тест 800 Вт");
    const rebarcoded = await api.call("PATCH", `${CATALOG}/v2/product/${created.body.id}`, {
      body: { barcodes: [toEan13("460999000004")] },
    });
    expect(rebarcoded.body.barcodes).toEqual([toEan13("460999000004")]);
    expect(
      (await api.call("PATCH", `${CATALOG}/v2/product/${created.body.id}`, { body: { barcodes: ["123"] } })).status,
    ).toBe(400);
  });

  it("keeps drafts out of the tabs until they are sent to moderation", async () => {
    const drafts = (await stats()).draft;
    const draft = await api.call("POST", `${CATALOG}/v2/product`, {
      body: { name: "Черновик: плитка", isDraft: true },
    });
    expect(draft.body).toMatchObject({ status: "draft", offerId: null });
    expect((await stats()).draft).toBe(drafts + 1);
    const sent = await api.call("PUT", `${CATALOG}/v2/product/${draft.body.id}`, {
      body: drill(toEan13("460999000005"), { isDraft: false }),
    });
    expect(sent.body).toMatchObject({ status: "moderation", offerId: expect.any(Number) });
    expect((await stats()).draft).toBe(drafts);
  });

  it("copies products as drafts under another contract type, without barcodes", async () => {
    const ids = (await list("/onSale", "?limit=2")).body.items.map((p: { id: number }) => p.id);
    const copied = await api.call("POST", `${CATALOG}/v2/product/offer/copy/batch`, {
      body: { contractType: "supply", productIds: ids },
    });
    expect(copied.body.total).toBe(2);
    const copy = (await api.call("GET", `${CATALOG}/v2/product/${copied.body.items[0].draftId}`)).body;
    expect(copy).toMatchObject({ status: "draft", contractType: "supply", barcodes: [] });
    expect(
      (
        await api.call("POST", `${CATALOG}/v2/product/offer/copy/batch`, {
          body: { contractType: "rent", productIds: ids },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call("POST", `${CATALOG}/v2/product/offer/copy/batch`, {
          body: { contractType: "supply", productIds: ids },
          token: api.other,
        })
      ).status,
    ).toBe(404);
  });

  it("uploads a picture and serves it back with its content type", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "photo.png");
    const uploaded = await api.call("POST", `${CATALOG}/cdn/suppliersfiles`, { form });
    expect(uploaded.body).toEqual({ url: expect.stringContaining("/cdn/suppliersfiles/") });
    const served = await fetch(uploaded.body.url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    const text = new FormData();
    text.append("file", new Blob(["hello"], { type: "text/plain" }), "a.txt");
    expect((await api.call("POST", `${CATALOG}/cdn/suppliersfiles`, { form: text })).status).toBe(400);
  });
  it("keeps weight, dimensions and video link; knows multiple-value and yes/no properties", async () => {
    const properties = (await api.call("GET", `${CATALOG}/property/list-by-category/with-values/1011`)).body.items;
    expect(properties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 15,
          type: "multiselect",
          values: expect.arrayContaining([{ id: expect.any(Number), value: "Стены" }]),
        }),
        expect.objectContaining({ id: 16, type: "boolean", values: [] }),
      ]),
    );
    const paint = {
      name: "Краска интерьерная Тест",
      article: "PAINT-1",
      categoryId: 1011,
      barcodes: [toEan13("460999000021")],
      images: ["/sp-products-catalog/cdn/suppliersfiles/1.png"],
      properties: [
        { id: 1, value: "Финляндия" },
        { id: 4, value: "2.7" },
        { id: 15, value: ["Стены", "Потолки"] },
        { id: 16, value: "true" },
      ],
      vat: "10",
      price: "1250.50",
      weight: "3,25",
      dimensions: { length: "20", width: "20", height: "25.5" },
      videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    };
    const created = await api.call("POST", `${CATALOG}/v2/product`, { body: paint });
    expect(created.status).toBe(200);
    const card = (await api.call("GET", `${CATALOG}/v2/product/${created.body.id}`)).body;
    expect(card).toMatchObject({
      weight: "3.25",
      dimensions: { length: "20", width: "20", height: "25.5" },
      videoLink: paint.videoLink,
      properties: paint.properties,
    });
    const badVideo = await api.call("POST", `${CATALOG}/v2/product`, {
      body: { ...paint, barcodes: [toEan13("460999000022")], videoLink: "https://video.example/1" },
    });
    expect(badVideo.body.errorText).toBe("Введите корректную ссылку на видео");
    const badChoice = await api.call("POST", `${CATALOG}/v2/product`, {
      body: {
        ...paint,
        barcodes: [toEan13("460999000022")],
        properties: [...paint.properties.slice(0, 2), { id: 15, value: ["Пол"] }],
      },
    });
    expect(badChoice.status).toBe(400);
  });
});
