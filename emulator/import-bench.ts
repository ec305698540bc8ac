/**
 * How long the marketplace takes to import a big spreadsheet (decision 051): `tsx emulator/import-bench.ts [rows]`.
 * Starts an emulator on a temp database, logs in as demo 01, builds an XLSX of `rows` valid product
 * rows (5,000 by default; every 50th has a broken barcode, so the report has work too) and times
 * POST /suppliers-export-import/v1/import from the first byte sent to the report, against the
 * 600,000 ms the portal waits.
 */
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { withBenchEmulator } from "./bench-emulator";

const ROWS = Number(process.argv[2] ?? 5000);
const IMPORT_TIMEOUT_MS = 600_000;

/** A valid EAN-13 from a running number, so no two rows and no seeded product share one. */
function ean13(serial: number) {
  const first12 = `469${String(serial).padStart(9, "0")}`;
  const sum = [...first12].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

async function workbookOf(rows: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Товары");
  sheet.addRow(["Наименование", "Артикул", "Штрихкод", "Цена", "Остаток", "НДС", "Категория"]);
  for (let row = 1; row <= rows; row += 1) {
    const barcode = row % 50 === 0 ? "4690000000000" : ean13(row);
    sheet.addRow([`Товар из таблицы № ${row}`, `BENCH-${row}`, barcode, "349,90", String(row % 40), "20", "1011"]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main(): Promise<void> {
  await withBenchEmulator(async (emulator, token) => {
    const file = await workbookOf(ROWS);
    const form = new FormData();
    form.append("file", new File([new Uint8Array(file)], "bench.xlsx"));
    const started = performance.now();
    const response = await fetch(`${emulator.url}/suppliers-export-import/v1/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-site": "seller" },
      body: form,
      signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS),
    });
    const report = (await response.json()) as { total: number; created: number; errors: unknown[] };
    const elapsed = performance.now() - started;
    console.table([
      {
        rows: ROWS,
        "file KiB": Math.round(file.length / 1024),
        status: response.status,
        created: report.created,
        refused: report.errors.length,
        ms: Math.round(elapsed),
        "share of the 600 s timeout": `${((elapsed / IMPORT_TIMEOUT_MS) * 100).toFixed(2)} %`,
      },
    ]);
  });
}

void main();
