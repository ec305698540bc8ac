import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { useEmulator } from "./data-helpers";

const api = useEmulator();
const DOCS = "/suppliers-documents/personal/document";
const list = (type: string, query = "", filter: object = {}, token?: string) =>
  api.call("POST", `${DOCS}/list/${type}${query}`, { body: { filter }, token });
type Doc = {
  period: { start: string; end: string };
  downloadLink: string;
  fileFormat: string;
  document1CNumber: string;
};

describe("documents", () => {
  it("lists both types across months, newest first, with the document shape", async () => {
    for (const type of ["committee-report", "upd"]) {
      const { body } = await list(type, "?limit=100");
      expect(body.total).toBeGreaterThanOrEqual(6);
      const starts = body.items.map((d: Doc) => d.period.start);
      expect(new Set(starts.map((s: string) => s.slice(0, 7))).size).toBe(starts.length);
      expect(starts).toEqual([...starts].sort().reverse());
      expect(body.items[0]).toMatchObject({
        period: { start: expect.any(String), end: expect.any(String) },
        downloadLink: expect.stringContaining("http"),
        fileFormat: expect.any(String),
        document1CNumber: expect.any(String),
      });
    }
  });

  it("pages, sorts and filters by period", async () => {
    const all = (await list("upd", "?limit=100&sort[0][field]=period&sort[0][direction]=asc")).body.items;
    expect((await list("upd", "?limit=3&skip=2&sort[0][field]=period&sort[0][direction]=asc")).body.items).toEqual(
      all.slice(2, 5),
    );
    const { start, end } = all[1].period;
    expect(
      (await list("upd", "", { dateFrom: start, dateTo: end })).body.items.map((d: Doc) => d.period.start),
    ).toEqual([start]);
  });

  it.each(["?limit=0", "?skip=x", "?sort[0][field]=amount"])("answers 400 on %s", async (query) => {
    expect((await list("upd", query)).status).toBe(400);
  });

  it("answers 400 on a bad filter and 404 on an unknown type", async () => {
    expect((await list("upd", "", { dateFrom: "01.01.2024" })).status).toBe(400);
    expect((await list("invoice")).status).toBe(404);
  });

  it("downloads real XLSX and PDF files, only for the owner", async () => {
    const report: Doc = (await list("committee-report", "?limit=1")).body.items[0];
    const xlsx = await api.call("GET", new URL(report.downloadLink).pathname);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toContain("attachment");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe("Наименование");

    const upd: Doc = (await list("upd", "?limit=1")).body.items[0];
    const pdf = await api.call("GET", new URL(upd.downloadLink).pathname);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);

    expect((await api.call("GET", new URL(upd.downloadLink).pathname, { token: api.other })).body.errorCode).toBe(
      "element_notfound",
    );
    expect((await api.call("GET", new URL(upd.downloadLink).pathname, { token: null })).status).toBe(401);
    const theirs: Doc[] = (await list("upd", "", {}, api.other)).body.items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((d) => d.downloadLink === upd.downloadLink)).toBe(false);
  });
});
