import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import type ExcelJS from "exceljs";
import { countOf } from "~/utils/format";

/**
 * The import's spreadsheet on the portal's side: the template a supplier downloads, and
 * the check of an uploaded file before it is sent to the marketplace: its type, that it opens, that
 * the required columns are there and the rows are not too many. exceljs reads both XLSX and CSV;
 * it is server-only, so the parser never reaches the browser.
 */

/**
 * exceljs is loaded by the first spreadsheet a worker reads or writes, not when it starts: it was
 * a fifth of the server build's import (0.21 of 0.95 s) and 8–12 MB of each worker's memory, for
 * two rarely used pages (docs/decisions/112).
 */
const excel = async () => (await import("exceljs")).default;

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
/**
 * What an .xlsx may hold once unpacked: 10,000 rows of a few columns are a few megabytes of XML,
 * so this leaves room for styles and pictures, and keeps a file that unpacks into gigabytes (a zip
 * bomb) from ever being unpacked (docs/decisions/085).
 */
export const IMPORT_MAX_UNPACKED_MEGABYTES = 50;
/** не больше 1 строки, 10 000 строк. */
const ROWS_GENITIVE = { one: "строки", few: "строк", many: "строк" };

/** An .xlsx is a zip: it starts with PK\x03\x04. */
const ZIP_SIGNATURE = Buffer.from("504b0304", "hex");

export type SpreadsheetCheck = { ok: true; rows: number } | { ok: false; message: string };

const refusal = (message: string): SpreadsheetCheck => ({ ok: false, message });
const NOT_OPENED = refusal("Файл не открывается: сохраните его заново в формате XLSX или CSV");
const TOO_MANY_ROWS = refusal(`Не больше ${countOf(IMPORT_MAX_ROWS, ROWS_GENITIVE)} в одном файле`);
const TOO_LARGE_UNPACKED = refusal(
  `Файл слишком велик в распакованном виде (больше ${IMPORT_MAX_UNPACKED_MEGABYTES} МБ): разделите его на части`,
);
const NO_ROWS = refusal("В файле нет строк с товарами");

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

/** Which required columns a header lacks, by title or alias. */
function missingColumns(header: string[]) {
  const titles = header.map((title) => title.trim().toLowerCase());
  return IMPORT_COLUMNS.filter(
    (column) =>
      column.required && ![column.title.toLowerCase(), ...column.aliases].some((title) => titles.includes(title)),
  );
}

/** The header's verdict, then the row count's. */
function verdict(header: string[] | null, rows: number): SpreadsheetCheck {
  if (!header || rows < 1) return NO_ROWS;
  const missing = missingColumns(header);
  if (missing.length) return refusal(`В файле нет колонок: ${missing.map((c) => c.title).join(", ")}`);
  return rows > IMPORT_MAX_ROWS ? TOO_MANY_ROWS : { ok: true, rows };
}

/** Russian Excel writes ';', others ',' or a tab: the one the header holds most of. */
function csvDelimiter(header: string) {
  return [";", "\t", ","].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ",");
}

/**
 * A CSV's header and the number of its non-empty records after it, read once without building a
 * sheet; a line break inside quotes belongs to its record. Counting stops past the row limit.
 */
function checkCsv(text: string): SpreadsheetCheck {
  let quoted = false;
  let records = 0;
  let recordStart = 0;
  let headerEnd = -1;
  for (let at = 0; at <= text.length && records <= IMPORT_MAX_ROWS + 1; at++) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if ((char === "\n" || at === text.length) && !quoted) {
      if (text.slice(recordStart, at).trim()) {
        if (headerEnd < 0) headerEnd = at;
        records++;
      }
      recordStart = at + 1;
    }
  }
  if (headerEnd < 0) return NO_ROWS;
  const headerLine = text.slice(0, headerEnd).replace(/\r$/, "");
  const header = headerLine.split(csvDelimiter(headerLine)).map((title) => title.replace(/^"|"$/g, ""));
  return verdict(header, records - 1);
}

/**
 * What a zip entry's deflated bytes unpack into, counted chunk by chunk as they come out and
 * dropped, so counting takes a chunk's memory however much the entry holds; past `limit` it
 * stops and answers a count above it.
 */
function unpackedBytes(packed: Buffer, limit: number) {
  return new Promise<number>((resolve, reject) => {
    const inflate = createInflateRaw();
    let count = 0;
    inflate.on("data", (chunk: Buffer) => {
      count += chunk.length;
      if (count <= limit) return;
      inflate.destroy();
      resolve(count);
    });
    inflate.on("end", () => resolve(count));
    inflate.on("error", reject);
    inflate.end(packed);
  });
}

/**
 * The bytes an .xlsx unpacks into, counted by unpacking each entry of the zip with a ceiling on
 * the output, never past the bound: null when it holds more (or its directory says so), or when
 * it is no zip the check can read.
 */
async function unpackedWithinBound(zip: Buffer): Promise<boolean | null> {
  const bound = IMPORT_MAX_UNPACKED_MEGABYTES * 1024 * 1024;
  const end = zip.lastIndexOf(Buffer.from("504b0506", "hex"));
  if (end < 0 || end + 22 > zip.length) return null;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (total + declared > bound) return false;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(dataStart, dataStart + packedSize);
    if (method === 0) total += packed.length;
    // The directory's sizes may lie: what counts is what the entry really unpacks into.
    else if (method === 8) total += await unpackedBytes(packed, bound - total);
    else return null;
    if (total > bound) return false;
  }
  return true;
}

/** The first sheet's header and row count, read row by row (exceljs' streaming reader); stops past the row limit. */
async function checkXlsx(bytes: Buffer): Promise<SpreadsheetCheck> {
  const reader = new (await excel()).stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  let header: string[] | null = null;
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = ((row.values as ExcelJS.CellValue[]) ?? []).map(cellText);
      if (!header) header = values;
      else if (values.some((value) => value.trim())) rows++;
      if (rows > IMPORT_MAX_ROWS) return TOO_MANY_ROWS;
    }
    break; // the first sheet is the import
  }
  return verdict(header, rows);
}

/**
 * Whether the marketplace can take the file: the answer is the row count, or what is wrong in
 * Russian. An .xlsx is unpacked only within a bound, then read row by row, so a worker's memory
 * stays bounded whatever the file holds.
 */
export async function checkSpreadsheet(file: File): Promise<SpreadsheetCheck> {
  const name = file.name.toLowerCase();
  const bytes = Buffer.from(await file.arrayBuffer());
  if (name.endsWith(".csv")) return checkCsv(bytes.toString("utf8").replace(/^\ufeff/, ""));
  if (!(name.endsWith(".xlsx") && bytes.subarray(0, 4).equals(ZIP_SIGNATURE))) {
    return refusal("Загрузите файл XLSX или CSV");
  }
  try {
    const withinBound = await unpackedWithinBound(bytes);
    if (withinBound === null) return NOT_OPENED;
    if (!withinBound) return TOO_LARGE_UNPACKED;
    return await checkXlsx(bytes);
  } catch (error) {
    // The supplier is told the file does not open; the log says why, for support (the file's
    // contents stay out of it: only the reader's error).
    console.warn("[import] an .xlsx did not open", error);
    return NOT_OPENED;
  }
}

/** The template: the columns (required ones marked in a note) and one example row. */
export async function importTemplate(): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
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
