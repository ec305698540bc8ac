/**
 * Small real files the emulator serves: product pictures (PNG), order and document
 * downloads (CSV, XLSX, PDF). Generated from data, so nothing binary lives in the repo.
 */
import { deflateSync } from "node:zlib";
import type ExcelJS from "exceljs";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A square RGB picture: background with a diagonal band, enough to tell products apart. */
export function pictureDataPng(size: number, background: Rgb, band: Rgb, bandOffset: number): Buffer {
  const rowLength = 1 + size * 3; // each row starts with filter byte 0
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inBand = Math.abs(((x + y + bandOffset) % size) - size / 2) < size / 8;
      raw.set(inBand ? band : background, y * rowLength + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Semicolon CSV with a BOM: what Russian Excel opens correctly by double click. */
export function csvFile(rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  const escape = (cell: string | number) => {
    const text = String(cell);
    return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from("\ufeff" + rows.map((row) => row.map(escape).join(";")).join("\r\n") + "\r\n", "utf8");
}

/** exceljs, loaded by the first spreadsheet made or read: most runs of the emulator (the unit tests') make none. */
export const excel = async (): Promise<typeof ExcelJS> => (await import("exceljs")).default;

export async function xlsxFile(
  sheetName: string,
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A one-page PDF with lines of text. The standard PDF fonts carry no Cyrillic glyphs and
 * embedding a font would bloat the emulator, so callers pass ASCII lines (non-ASCII is dropped).
 */
export function pdfFile(lines: readonly string[]): Buffer {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, "").replace(/([\\()])/g, "\\$1");
  const stream = ["BT", "/F1 12 Tf", "56 780 Td", "16 TL", ...lines.map((line) => `(${ascii(line)}) '`), "ET"].join(
    "\n",
  );
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const CONTENT_TYPES = {
  png: "image/png",
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;
