import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { useEmulator } from "./data-helpers";

const api = useEmulator();
const ORDERS = "/suppliers-orders";
const list = (name: string, query = "", filter: object = {}, token?: string) =>
  api.call("POST", `${ORDERS}/personal/order/list${name}${query}`, { body: { filter }, token });

type Order = {
  id: number;
  status: string;
  files: Array<{ id: number; fileFormat: string }>;
  [key: string]: unknown;
};

describe("order lists", () => {
  it("tab totals match stats/status and cover every status", async () => {
    const stats = (await api.call("GET", `${ORDERS}/personal/stats/status`)).body;
    expect(stats.all).toBeGreaterThanOrEqual(60);
    for (const [name, key] of [
      ["", "all"],
      ["/in-work", "in-work"],
      ["/completed", "completed"],
      ["/del", "del"],
    ]) {
      expect((await list(name, "?limit=1")).body.total).toBe(stats[key]);
    }
    const all: Order[] = (await list("", "?limit=1000")).body.items;
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(["new", "in_work", "completed", "del"]));
    const inWork: Order[] = (await list("/in-work", "?limit=1000")).body.items;
    expect(inWork.every((o) => o.status === "new" || o.status === "in_work")).toBe(true);
  });

  it("answers the order shape and the nearest shipping dates of open orders", async () => {
    const { body } = await list("/in-work", "?limit=1");
    expect(body.items[0]).toMatchObject({
      id: expect.any(Number),
      number: expect.any(String),
      orderCreatedAt: expect.any(String),
      orderItemsCount: expect.any(Number),
      shippingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      storeId: expect.any(Number),
      totalAmount: expect.any(Number),
      totalAmountRub: expect.any(Number),
      totalVatAmountRub: expect.any(Number),
      files: [{ id: expect.any(Number), name: expect.any(String), fileFormat: "csv" }],
    });
    expect(body.items[0].totalAmount).toBe(Math.round(body.items[0].totalAmountRub * 100));
    expect(body.nearestShippingDates.length).toBeGreaterThan(0);
    const dates = body.nearestShippingDates.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("limit, skip and sort give the right slice in the right order; 'asc' sorts from the largest", async () => {
    const sort = "&sort[0][field]=totalAmount&sort[0][direction]=asc";
    const all = (await list("", `?limit=1000${sort}`)).body.items;
    const totals = all.map((o: Order) => o.totalAmount as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const page = (await list("", `?limit=7&skip=20${sort}`)).body.items;
    expect(page.map((o: Order) => o.id)).toEqual(all.slice(20, 27).map((o: Order) => o.id));
    expect((await list("")).body.items.length).toBe(30);
  });

  it("filters by number and store", async () => {
    const [order] = (await list("", "?limit=1")).body.items;
    expect((await list("", "", { search: order.number })).body.items.map((o: Order) => o.id)).toEqual([order.id]);
    const byStore = (await list("", "?limit=1000", { storeId: order.storeId })).body.items;
    expect(byStore.every((o: Order) => o.storeId === order.storeId)).toBe(true);
  });

  it("filters by a shipping period", async () => {
    const all: Order[] = (await list("", "?limit=1000")).body.items;
    const days = [...new Set(all.map((o) => o.shippingDate as string))].sort();
    const [from, to] = [days[1], days[days.length - 2]];
    const found: Order[] = (await list("", "?limit=1000", { shippingFrom: from, shippingTo: to })).body.items;
    expect(found.length).toBe(
      all.filter((o) => (o.shippingDate as string) >= from && (o.shippingDate as string) <= to).length,
    );
    expect(found.length).toBeGreaterThan(0);
    expect((await list("", "", { shippingFrom: "soon" })).status).toBe(400);
  });

  it.each([
    "?limit=0",
    "?limit=x",
    "?skip=-5",
    "?sort[0][field]=secret",
    "?sort[0][field]=number&sort[0][direction]=sideways",
  ])("answers 400 on %s", async (query) => expect((await list("", query)).status).toBe(400));

  it("answers 400 on a bad filter and 404 on an unknown tab", async () => {
    expect((await api.call("POST", `${ORDERS}/personal/order/list`, { body: { filter: [1] } })).status).toBe(400);
    expect((await list("", "", { dateFrom: "yesterday" })).status).toBe(400);
    expect((await list("/lost")).status).toBe(404);
  });
});

describe("order items and files", () => {
  it("items carry correct VAT and add up to the order's totals", async () => {
    const orders: Order[] = (await list("/completed", "?limit=5")).body.items;
    for (const order of orders) {
      const { body } = await api.call("POST", `${ORDERS}/personal/order/items/${order.id}`, { body: { filter: {} } });
      expect(body.order.id).toBe(order.id);
      expect(body.total).toBe(order.orderItemsCount);
      let total = 0;
      let vat = 0;
      for (const item of body.items) {
        expect(item).toMatchObject({
          name: expect.any(String),
          q: expect.any(Number),
          priceRub: expect.any(Number),
          vatRate: expect.stringMatching(/^(none|10|20)$/),
        });
        expect(item.totalAmountRub).toBeCloseTo(item.q * item.priceRub, 2);
        const rate = item.vatRate === "none" ? 0 : Number(item.vatRate);
        expect(item.vatAmountRub).toBeCloseTo(Math.round((item.totalAmountRub * 100 * rate) / (100 + rate)) / 100, 2);
        total += Math.round(item.totalAmountRub * 100);
        vat += Math.round(item.vatAmountRub * 100);
      }
      expect(total).toBe(order.totalAmount);
      expect(vat).toBe(Math.round((order.totalVatAmountRub as number) * 100));
    }
  });

  it("downloads the order files as real CSV and XLSX", async () => {
    const [order]: Order[] = (await list("/completed", "?limit=1")).body.items;
    const csvFile = order.files.find((f) => f.fileFormat === "csv")!;
    const csv = await api.call("GET", `${ORDERS}/order/${order.id}/file/${csvFile.id}`);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename=.*filename\*=UTF-8''/);
    expect(csv.bytes.toString("utf8")).toContain("Наименование;Количество");
    const xlsxFile = order.files.find((f) => f.fileFormat === "xlsx")!;
    const xlsx = await api.call("GET", `${ORDERS}/order/${order.id}/file/${xlsxFile.id}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe("Наименование");
  });

  it("another supplier gets 404 for 01's order, its items and its file", async () => {
    const [order]: Order[] = (await list("", "?limit=1")).body.items;
    const other = { token: api.other };
    expect(
      (await api.call("POST", `${ORDERS}/personal/order/items/${order.id}`, { ...other, body: {} })).body.errorCode,
    ).toBe("element_notfound");
    expect((await api.call("GET", `${ORDERS}/order/${order.id}/file/${order.files[0].id}`, other)).status).toBe(404);
    const theirs: Order[] = (await list("", "", {}, api.other)).body.items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((o) => o.id === order.id)).toBe(false);
    expect((await api.call("GET", `${ORDERS}/order/${order.id}/file/999999`)).status).toBe(404);
  });
});
