import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import { describe, expect, it, vi } from "vitest";
import { checkSpreadsheet, importTemplate, IMPORT_MAX_ROWS } from "./spreadsheet.server";

// The import's check of an uploaded spreadsheet (docs/decisions/085): read as a stream, stopped at the row
// limit, and an .xlsx that unpacks past the bound (a zip bomb) refused without being unpacked whole.

const run = promisify(execFile);
const TSX = createRequire(import.meta.url).resolve("tsx/cli");
const MEASURE = fileURLToPath(new URL("../../../tests/support/spreadsheet-memory.ts", import.meta.url));

const xlsx = (bytes: Buffer | ArrayBuffer, name = "товары.xlsx") => new File([new Uint8Array(bytes)], name);

async function workbookOf(rows: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Товары");
  sheet.addRow(["Наименование", "Артикул", "Штрихкод", "Цена", "Остаток", "НДС"]);
  for (let row = 0; row < rows; row++) sheet.addRow([`Товар ${row}`, `A-${row}`, "4600000000015", 100, 1, 20]);
  return workbook.xlsx.writeBuffer();
}

describe("the import's spreadsheet check", () => {
  it("takes the template and counts its rows", async () => {
    expect(await checkSpreadsheet(xlsx(await importTemplate()))).toEqual({ ok: true, rows: 1 });
    expect(await checkSpreadsheet(xlsx(await workbookOf(25)))).toEqual({ ok: true, rows: 25 });
  });

  it("tells the supplier that a damaged .xlsx does not open, and the log why", async () => {
    const bytes = Buffer.from(await workbookOf(5));
    // The sheet's packed data, right after its name in the zip's first (local) header, overwritten.
    const sheetData = bytes.indexOf("xl/worksheets/sheet1.xml") + "xl/worksheets/sheet1.xml".length;
    bytes.fill(0xff, sheetData, sheetData + 64);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await checkSpreadsheet(xlsx(bytes))).toEqual({
        ok: false,
        message: "Файл не открывается: сохраните его заново в формате XLSX или CSV",
      });
      expect(warn).toHaveBeenCalledWith("[import] an .xlsx did not open", expect.any(Error));
    } finally {
      // A failed expectation leaves the rest of the file's warnings printed, not muted.
      warn.mockRestore();
    }
  });

  it("reads a workbook whose sheet waits for a temporary file while the rest of the zip is read (patches/exceljs)", async () => {
    // exceljs' streaming reader keeps a sheet that comes before the shared strings in a temporary file.
    // Meanwhile unzipper reads the zip to its end and says "end" with entries still unread in its
    // buffer; the reader stopped there and lost the workbook (6 to 19 reads of 3 000 in a loop, more on
    // a busy server: docs/decisions/085). A slow disk makes it happen every time.
    const tmp = createRequire(createRequire(import.meta.url).resolve("exceljs"))("tmp") as {
      file: (...args: unknown[]) => void;
    };
    const file = tmp.file;
    tmp.file = (...args) => void setTimeout(() => file.apply(tmp, args), 30);
    try {
      for (let upload = 0; upload < 3; upload++) {
        expect(await checkSpreadsheet(xlsx(await workbookOf(20)))).toEqual({ ok: true, rows: 20 });
      }
    } finally {
      tmp.file = file;
    }
  });

  it("stops past the row limit", async () => {
    expect(await checkSpreadsheet(xlsx(await workbookOf(IMPORT_MAX_ROWS + 1)))).toEqual({
      ok: false,
      message: "Не больше 10\u00a0000 строк в одном файле",
    });
  });

  it("reads a CSV's header and counts its records, a quoted line break inside one", async () => {
    const csv = 'Наименование;Артикул;Штрихкод;Цена;Остаток;НДС\r\n"Краска\nбелая";K-1;4600000000015;100;1;20\r\n\r\n';
    expect(await checkSpreadsheet(new File([csv], "прайс.csv"))).toEqual({ ok: true, rows: 1 });
    expect(await checkSpreadsheet(new File(["Наименование;Цена\nКраска;1\n"], "прайс.csv"))).toEqual({
      ok: false,
      message: "В файле нет колонок: Артикул, Штрихкод, Остаток, НДС",
    });
  });

  it.each([
    ["says how large it unpacks", 1024 * 1024 * 1024],
    ["lies about its size", 1000],
  ])(
    "refuses a zip bomb that %s, with the process's memory under 300 MB",
    async (_, declared) => {
      // In a process of its own, as the server's worker is: the test runner's own memory is not the
      // check's (vitest's worker alone is 285 MB on Node 24, docs/decisions/101).
      const { stdout } = await run(process.execPath, [TSX, MEASURE, String(declared)]);
      const { check, packedBytes, peakBytes } = JSON.parse(stdout) as {
        check: unknown;
        packedBytes: number;
        peakBytes: number;
      };
      expect(packedBytes).toBeLessThan(400 * 1024);
      expect(check).toEqual({
        ok: false,
        message: "Файл слишком велик в распакованном виде (больше 50 МБ): разделите его на части",
      });
      expect(peakBytes).toBeLessThan(300 * 1024 * 1024);
    },
    60_000,
  );
});
