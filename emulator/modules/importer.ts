/**
 * Spreadsheet import (POST /suppliers-export-import/v1/import): one product per row of a CSV or
 * XLSX file. Valid rows become cards in moderation; every problem is reported per row and field.
 */
import type ExcelJS from "exceljs";
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { badRequest, HttpError } from "../server/errors";
import type { Router } from "../server/router";
import { MESSAGES } from "../server/validate";
import { BARCODE_MESSAGE, isValidEan13 } from "./barcode";
import { ARTICLE_RULE, parsePrice, parseVat } from "./catalog-cards";
import { isLeafCategory } from "./catalog-categories";
import { barcodesTaken, insertProduct, type NewProduct } from "./catalog-store";
import { excel } from "./file-formats";

const MAX_ROWS = 10_000;

/** For each field: its title in the template and the headers accepted (lower-cased), the API name among them. */
const COLUMNS = {
  name: { title: "Наименование", headers: ["name", "наименование", "название"] },
  article: { title: "Артикул", headers: ["article", "артикул"] },
  barcode: { title: "Штрихкод", headers: ["barcode", "штрихкод", "ean"] },
  price: { title: "Цена", headers: ["price", "цена"] },
  stock: { title: "Остаток", headers: ["stock", "остаток"] },
  vat: { title: "НДС", headers: ["vat", "ндс"] },
  oldPrice: { title: "Старая цена", headers: ["oldprice", "старая цена"] },
  brand: { title: "Бренд", headers: ["brand", "бренд"] },
  categoryId: { title: "Категория", headers: ["categoryid", "категория"] },
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: readonly Column[] = ["name", "article", "barcode", "price", "stock", "vat"];

interface RowError {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  field: Column;
  message: string;
}

/** RFC 4180 CSV with the delimiter guessed from the header (Russian Excel writes ';'). */
function parseCsv(text: string): string[][] {
  const body = text.replace(/^\ufeff/, "");
  const header = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = [";", "\t", ","].reduce(
    (best, d) => (header.split(d).length > header.split(best).length ? d : best),
    ",",
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Cell text as a person sees it; formulas give their result, rich text its plain text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
  if ("text" in value) return String(value.text);
  return "";
}

async function parseXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer); // exceljs types predate generic Buffer
  } catch {
    throw badRequest("Файл XLSX повреждён");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  // Keeps empty rows, so row numbers in the report match the sheet.
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: row.cellCount }, (_, c) => cellText(row.getCell(c + 1).value)));
  }
  return rows;
}

const isXlsx = (name: string, bytes: Buffer) =>
  name.toLowerCase().endsWith(".xlsx") || bytes.subarray(0, 4).equals(Buffer.from("PK\x03\x04", "latin1"));

export function register(r: Router, ctx: Ctx): void {
  r.route("POST", "/suppliers-export-import/v1/import", async (req) => {
    const contractorId = requireActiveContractor(requireCaller(ctx, req));
    const upload = [...(req.form?.values() ?? [])].find((value): value is File => typeof value !== "string");
    if (!upload) throw badRequest("Прикрепите файл XLSX или CSV");
    const bytes = Buffer.from(await upload.arrayBuffer());
    const isCsv = upload.name.toLowerCase().endsWith(".csv") || upload.type.includes("csv");
    if (!isCsv && !isXlsx(upload.name, bytes)) throw badRequest("Поддерживаются файлы XLSX и CSV");
    const table = isCsv ? parseCsv(bytes.toString("utf8")) : await parseXlsx(bytes);
    if (table.length - 1 > MAX_ROWS) throw badRequest(`Не больше ${MAX_ROWS} строк в одном файле`);

    const header = (table[0] ?? []).map((title) => title.trim().toLowerCase());
    const columnIndex = Object.fromEntries(
      (Object.keys(COLUMNS) as Column[]).map((column) => [
        column,
        header.findIndex((title) => (COLUMNS[column].headers as readonly string[]).includes(title)),
      ]),
    ) as Record<Column, number>;
    const missing = REQUIRED.filter((column) => columnIndex[column] < 0);
    if (missing.length)
      throw badRequest(`В файле нет колонок: ${missing.map((column) => COLUMNS[column].title).join(", ")}`);

    const errors: RowError[] = [];
    const products: NewProduct[] = [];
    const seenBarcodes = new Set<string>();
    const createdAt = new Date(ctx.now()).toISOString();
    table.slice(1).forEach((cells, index) => {
      const rowNumber = index + 2;
      const cell = (column: Column) => (columnIndex[column] < 0 ? "" : (cells[columnIndex[column]] ?? "").trim());
      if ((Object.keys(COLUMNS) as Column[]).every((column) => cell(column) === "")) return; // blank line
      const before = errors.length;
      // Runs one field's rule; a rule's error becomes a report line instead of failing the whole file.
      const field = <T>(column: Column, read: () => T): T | undefined => {
        try {
          const value = read();
          if (value === undefined && REQUIRED.includes(column)) throw badRequest(MESSAGES.required);
          return value;
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          errors.push({ row: rowNumber, field: column, message: error.errorText });
          return undefined;
        }
      };
      const name = field("name", () => cell("name") || undefined);
      const article = field("article", () => {
        if (cell("article") && !ARTICLE_RULE.test(cell("article")))
          throw badRequest("Артикул: до 30 букв, цифр и символов - . , \" ' / ( )");
        return cell("article") || undefined;
      });
      const barcode = field("barcode", () => {
        const code = cell("barcode");
        if (code === "") return undefined;
        if (!isValidEan13(code)) throw badRequest(BARCODE_MESSAGE);
        if (seenBarcodes.has(code) || barcodesTaken(ctx.db, contractorId, [code]).length)
          throw badRequest("Штрихкод уже используется");
        return code;
      });
      const price = field("price", () => parsePrice(cell("price")));
      const oldPrice = field("oldPrice", () => {
        const value = parsePrice(cell("oldPrice"));
        if (value !== undefined && price !== undefined && value <= price)
          throw badRequest("Старая цена должна быть больше цены");
        return value;
      });
      const stock = field("stock", () => {
        if (cell("stock") === "") return undefined;
        if (!/^\d{1,9}$/.test(cell("stock"))) throw badRequest("Остаток: целое число не меньше 0");
        return Number(cell("stock"));
      });
      const vat = field("vat", () => parseVat(cell("vat")));
      const categoryId = field("categoryId", () => {
        if (cell("categoryId") === "") return null;
        if (!/^\d+$/.test(cell("categoryId")) || !isLeafCategory(ctx.db, Number(cell("categoryId"))))
          throw badRequest("Категория: укажите id категории последнего уровня");
        return Number(cell("categoryId"));
      });
      if (errors.length > before) return;
      seenBarcodes.add(barcode!);
      products.push({
        contractorId,
        contractType: "commission",
        name: name!,
        article: article!,
        brand: cell("brand") || null,
        description: null,
        categoryId: categoryId ?? null,
        images: [],
        properties: [],
        barcodes: [barcode!],
        vat: vat!,
        price: price!,
        oldPrice: oldPrice ?? null,
        stock: stock!,
        dcStock: 0,
        moderation: "pending",
        createdAt,
      });
    });

    const createdIds = ctx.tx(() => products.map((product) => insertProduct(ctx.db, product)));
    return {
      total: createdIds.length + new Set(errors.map((e) => e.row)).size,
      created: createdIds.length,
      errors,
    };
  });
}
