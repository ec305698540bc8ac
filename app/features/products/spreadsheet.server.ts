import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { countOf } from "~/utils/format";

/**
 * The import's spreadsheet on the portal's side (issue 14): the template a supplier downloads, and
 * the check of an uploaded file before it is sent to the marketplace: its type, that it opens, that
 * the required columns are there and the rows are not too many. exceljs reads both XLSX and CSV;
 * it is server-only, so the parser never reaches the browser.
 */

/** The columns of POST /suppliers-export-import/v1/import (emulator/API.md "Import"), in the template's order. */
export const IMPORT_COLUMNS = [
  { title: "Наименование", aliases: ["name", "название"], required: true, example: "Краска интерьерная белая 2,7 л" },
  { title: "Артикул", aliases: ["article"], required: true, example: "КР-2700" },
  { title: "Штрихкод", aliases: ["barcode", "ean"], required: true, example: "4600000000015" },
  { title: "Цена", aliases: ["price"], required: true, example: "1250,50" },
  { title: "Остаток", aliases: ["stock"], required: true, example: "15" },
  { title: "НДС", aliases: ["vat"], required: true, example: "20" },
  { title: "Старая цена", aliases: ["oldprice"], required: false, example: "1500" },
  { title: "Бренд", aliases: ["brand"], required: false, example: "Тикурила" },
  { title: "Категория", aliases: ["categoryid"], required: false, example: "1011" },
] as const;

/** The title of a column as the report names it, from the marketplace's field name. */
export const IMPORT_FIELD_TITLES: Record<string, string> = {
  name: "Наименование",
  article: "Артикул",
  barcode: "Штрихкод",
  price: "Цена",
  stock: "Остаток",
  vat: "НДС",
  oldPrice: "Старая цена",
  brand: "Бренд",
  categoryId: "Категория",
};

export const IMPORT_MAX_MEGABYTES = 20;
export const IMPORT_MAX_ROWS = 10_000;
/** не больше 1 строки, 10 000 строк. */
const ROWS_GENITIVE = { one: "строки", few: "строк", many: "строк" };

/** An .xlsx is a zip: it starts with PK\x03\x04. */
const ZIP_SIGNATURE = Buffer.from("504b0304", "hex");

export type SpreadsheetCheck = { ok: true; rows: number } | { ok: false; message: string };

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

/** Russian Excel writes ';', others ',' or a tab: the one the header holds most of. */
function csvDelimiter(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return [";", "\t", ","].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ",");
}

async function openWorkbook(bytes: Buffer, isCsv: boolean) {
  const workbook = new ExcelJS.Workbook();
  if (isCsv) {
    const text = bytes.toString("utf8").replace(/^\ufeff/, "");
    await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter: csvDelimiter(text) } });
  } else {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer); // exceljs types predate generic Buffer
  }
  return workbook.worksheets[0];
}

/** Whether the marketplace can take the file: the answer is the row count, or what is wrong in Russian. */
export async function checkSpreadsheet(file: File): Promise<SpreadsheetCheck> {
  const name = file.name.toLowerCase();
  const bytes = Buffer.from(await file.arrayBuffer());
  const isCsv = name.endsWith(".csv");
  if (!isCsv && !(name.endsWith(".xlsx") && bytes.subarray(0, 4).equals(ZIP_SIGNATURE)))
    return { ok: false, message: "Загрузите файл XLSX или CSV" };
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    sheet = await openWorkbook(bytes, isCsv);
  } catch {
    return { ok: false, message: "Файл не открывается: сохраните его заново в формате XLSX или CSV" };
  }
  if (!sheet || sheet.rowCount < 2) return { ok: false, message: "В файле нет строк с товарами" };
  const header = ((sheet.getRow(1).values as ExcelJS.CellValue[]) ?? []).map((value) =>
    cellText(value).trim().toLowerCase(),
  );
  const missing = IMPORT_COLUMNS.filter(
    (column) =>
      column.required && ![column.title.toLowerCase(), ...column.aliases].some((title) => header.includes(title)),
  );
  if (missing.length) return { ok: false, message: `В файле нет колонок: ${missing.map((c) => c.title).join(", ")}` };
  const rows = sheet.actualRowCount - 1;
  if (rows > IMPORT_MAX_ROWS)
    return { ok: false, message: `Не больше ${countOf(IMPORT_MAX_ROWS, ROWS_GENITIVE)} в одном файле` };
  return { ok: true, rows };
}

/** The template: the columns (required ones marked in a note) and one example row. */
export async function importTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Товары");
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.title,
    width: Math.max(14, column.title.length + 4),
  }));
  sheet.addRow(IMPORT_COLUMNS.map((column) => column.example));
  sheet.getRow(1).font = { bold: true };
  IMPORT_COLUMNS.forEach((column, index) => {
    sheet.getCell(1, index + 1).note = column.required ? "Обязательная колонка" : "Можно оставить пустой";
    // Barcodes and prices are text: Excel would turn 13 digits into 4,6E+12.
    sheet.getColumn(index + 1).numFmt = "@";
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
