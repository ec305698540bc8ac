import { randomUUID } from "node:crypto";
import type { Marketplace } from "~/services/marketplace/client.server";
import { imports, type ImportReport } from "~/services/marketplace/imports.server";
import type { Viewer } from "~/services/session/viewer.server";

/**
 * Imports under way and their reports (docs/decisions/051). The marketplace answers an import only
 * when it has read every row (up to 10 minutes, SPEC §9), longer than a browser or a proxy waits for
 * one page. So the portal sends the file in the background and the page follows the job by its id:
 * a status page that refreshes itself without JavaScript, a polled one with it, then the report.
 * Jobs live in this process's memory for an hour: one portal instance, and the report is also
 * downloadable as CSV meanwhile.
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
const jobs = new Map<string, ImportJob>();

const ownerOf = (viewer: Viewer) => `${viewer.id}:${viewer.activeContractorId}`;

function forgetOld(now: number) {
  for (const [id, job] of jobs) if (now - job.startedAt > KEEP_MS) jobs.delete(id);
}

/** Sends the file to the marketplace without waiting for its answer; the job records it when it comes. */
export function startImport(api: Marketplace, viewer: Viewer, file: File, rows: number): ImportJob {
  const now = Date.now();
  forgetOld(now);
  const job: ImportJob = {
    id: randomUUID(),
    owner: ownerOf(viewer),
    fileName: file.name,
    rows,
    startedAt: now,
    finishedAt: null,
    report: null,
    error: null,
  };
  jobs.set(job.id, job);
  imports
    .upload(api, file)
    .then((answer) => {
      if (answer.error) job.error = answer.errorText;
      else job.report = answer.data;
    })
    .catch((error: unknown) => {
      console.error("[import]", error);
      job.error = "Сервис маркетплейса временно недоступен. Попробуйте позже.";
    })
    .finally(() => (job.finishedAt = Date.now()));
  return job;
}

/** The viewer's job by its id; someone else's, an expired or unknown one is none. */
export function findImport(viewer: Viewer, id: string | null): ImportJob | null {
  const job = id ? jobs.get(id) : undefined;
  return job && job.owner === ownerOf(viewer) ? job : null;
}
