import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { MISSING } from "./format";

/** Writes one record, waiting while the browser is slower than the marketplace. */
export type WriteRecord = (record: (string | number)[]) => Promise<void>;

/** A cell of text: what the marketplace left out (the pages' «—») is an empty cell, as a spreadsheet shows nothing. */
export const textCell = (text: string) => (text === MISSING ? "" : text);

/** ru-RU decimals without grouping, so a spreadsheet reads them as numbers. */
export const sheetDecimal = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

/**
 * A CSV download that Excel opens as is: UTF-8 with BOM, `;` (docs/decisions/012). csv-stringify
 * sends the records as `produce` writes them, so memory holds what one marketplace page returns;
 * a failure midway aborts the download instead of leaving a file that looks complete.
 */
export function csvDownload(
  file: { name: string; asciiName: string },
  columns: string[],
  produce: (write: WriteRecord) => Promise<void>,
) {
  const csv = stringify({ delimiter: ";", bom: true, header: true, columns });
  const write: WriteRecord = async (record) => {
    if (!csv.write(record)) await once(csv, "drain");
  };
  produce(write).then(
    () => csv.end(),
    (error: unknown) => {
      console.error(error);
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Cache-Control": "no-store",
    },
  });
}
