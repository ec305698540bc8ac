import { TIMEOUTS, type Marketplace } from "~/services/marketplace/client.server";
import { imports, type ImportReport } from "~/services/marketplace/imports.server";
import { sharedRecords } from "~/services/session/session.server";
import type { Viewer } from "~/services/session/viewer.server";
import { entryOf, MISSING, orMissing } from "~/utils/format";
import { IMPORT_FIELD_TITLES } from "./spreadsheet.server";

/**
 * Imports under way and their reports (docs/decisions/051). The marketplace answers an import only
 * when it has read every row (up to 10 minutes), longer than a browser or a proxy waits for
 * one page. So the portal sends the file in the background and the page follows the job by its id:
 * a status page that refreshes itself without JavaScript, a polled one with it, then the report.
 * Jobs are kept for an hour where the sessions are (`sharedRecords`), so any worker or instance
 * answers the page that follows one; the one that sent the file records the answer.
 */

export type ImportJob = {
  id: string;
  /** Only the company that uploaded the file may follow it. */
  owner: string;
  fileName: string;
  rows: number;
  startedAt: number;
  finishedAt: number | null;
  report: ImportReport | null;
  /** The marketplace refused or failed: what to tell the supplier. */
  error: string | null;
};

const KEEP_MS = 60 * 60 * 1000;

const ownerOf = (viewer: Viewer) => `${viewer.id}:${viewer.activeContractorId}`;

/** Sends the file to the marketplace without waiting for its answer; the job records it when it comes. */
export async function startImport(api: Marketplace, viewer: Viewer, file: File, rows: number): Promise<ImportJob> {
  const startedAt = Date.now();
  const expires = new Date(startedAt + KEEP_MS);
  const fields = {
    owner: ownerOf(viewer),
    fileName: file.name,
    rows,
    startedAt,
    finishedAt: null,
    report: null,
    error: null,
  };
  const id = await sharedRecords.create(fields, expires);
  const job: ImportJob = { id, ...fields };
  const finish = (result: Pick<ImportJob, "report" | "error">) =>
    sharedRecords.update(id, { ...fields, ...result, finishedAt: Date.now() }, expires);
  imports
    .upload(api, file)
    .then((answer) =>
      finish(answer.error ? { report: null, error: answer.errorText } : { report: answer.data, error: null }),
    )
    .catch((error: unknown) => {
      console.error("[import]", error);
      return finish({ report: null, error: "Сервис маркетплейса временно недоступен. Попробуйте позже." });
    })
    .catch((error: unknown) => console.error("[import] the job could not be recorded", error));
  return job;
}

/**
 * A job still unfinished well past the marketplace's time limit: the process that sent the file
 * stopped (a restart, a crash) before the answer came. The page says so rather than wait forever.
 */
const INTERRUPTED_AFTER_MS = TIMEOUTS.import + 60_000;
export const IMPORT_INTERRUPTED =
  "Импорт прервался: ответ маркетплейса не дошёл до портала. Проверьте товары в каталоге, прежде чем загружать файл снова.";

/** The viewer's job by its id; someone else's, an expired or unknown one is none. */
export async function findImport(viewer: Viewer, id: string | null): Promise<ImportJob | null> {
  const fields = id ? ((await sharedRecords.read(id)) as Omit<ImportJob, "id"> | null) : null;
  if (!fields || fields.owner !== ownerOf(viewer)) return null;
  if (fields.finishedAt === null && Date.now() - fields.startedAt > INTERRUPTED_AFTER_MS) {
    return { id: id!, ...fields, finishedAt: fields.startedAt + INTERRUPTED_AFTER_MS, error: IMPORT_INTERRUPTED };
  }
  return { id: id!, ...fields };
}

/**
 * The rows an import refused, as its page and its CSV report show them: the column by its Russian
 * title (a field the portal does not name, as sent), and «—» for what the report leaves out.
 */
export function refusedRows(report: ImportReport) {
  return (report.errors ?? []).map((error) => ({
    row: error.row === undefined ? MISSING : String(error.row),
    column: error.field ? (entryOf(IMPORT_FIELD_TITLES, error.field) ?? error.field) : MISSING,
    message: orMissing(error.message),
  }));
}

/** How many rows were created («—» when the report does not say) and how many refused (the rows its errors name). */
export function importCounts(report: ImportReport) {
  return {
    created: report.created === undefined ? MISSING : String(report.created),
    refused: new Set((report.errors ?? []).map((error) => error.row)).size,
  };
}
