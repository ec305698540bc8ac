import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { toEan13 } from "../../emulator/modules/barcode";
import { useEmulator } from "./data-helpers";

const api = useEmulator();
const IMPORT = "/suppliers-export-import/v1/import";

const upload = (content: Buffer | string, name: string, type: string) => {
  const form = new FormData();
  form.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)], { type }), name);
  return api.call("POST", IMPORT, { form });
};
const draftCount = async () => (await api.call("GET", "/sp-products-catalog/stats/status")).body.all as number;

describe("spreadsheet import", () => {
  it("creates products from a CSV and reports the bad row by row and field", async () => {
    const before = await draftCount();
    const csv = [
      "Наименование;Артикул;Штрихкод;Цена;Остаток;НДС",
      `Краска интерьерная Импорт 2,7 л;IMP-1;${toEan13("460888000001")};1 290,50;12;20`,
      `"Ламинат ""Импорт"" 33 класс";IMP-2;${toEan13("460888000002")};990;0;none`,
      `Смеситель Импорт;IMP-3;4600000000001;abc;5;18`,
    ].join("\r\n");
    const { status, body } = await upload("\ufeff" + csv, "товары.csv", "text/csv");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, created: 2 });
    expect(body.errors).toEqual([
      { row: 4, field: "barcode", message: "Введите корректный штрихкод" },
      { row: 4, field: "price", message: "Введите корректную цену" },
      { row: 4, field: "vat", message: expect.stringContaining("НДС") },
    ]);
    expect(await draftCount()).toBe(before + 2);
    const found = await api.call("POST", "/sp-products-catalog/v2/product/offer/list", {
      body: { filter: { search: "IMP-2" } },
    });
    const [product] = found.body.items;
    expect(product).toMatchObject({
      name: 'Ламинат "Импорт" 33 класс',
      status: "moderation",
      offer: { vat: "none", price: 990 },
    });
  });

  it("creates products from an XLSX and refuses a barcode used twice", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Товары");
    sheet.addRow(["name", "article", "barcode", "price", "stock", "vat"]);
    sheet.addRow(["Дрель Импорт", "IMP-X1", toEan13("460888000010"), 3490, 4, "20"]);
    sheet.addRow(["Дрель Импорт-копия", "IMP-X2", toEan13("460888000010"), 3490, 4, "20"]);
    sheet.addRow([]);
    sheet.addRow(["Плитка Импорт", "IMP-X3", Number(toEan13("460888000011")), 1190.9, 100, "10"]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const { body } = await upload(
      xlsx,
      "goods.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(body).toMatchObject({
      created: 2,
      errors: [{ row: 3, field: "barcode", message: "Штрихкод уже используется" }],
    });
  });

  it("answers 400 without a file, with another format or without required columns", async () => {
    expect((await api.call("POST", IMPORT, { form: new FormData() })).status).toBe(400);
    expect((await upload("%PDF-1.4", "a.pdf", "application/pdf")).status).toBe(400);
    const noColumns = await upload("name;price\nКраска;100", "a.csv", "text/csv");
    expect(noColumns.status).toBe(400);
    expect(noColumns.body.errorText).toContain("Артикул");
  });
});
