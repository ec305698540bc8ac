import { expect, it } from "vitest";
import { sharedRecords as records } from "~/services/session/session.server";
import type { Viewer } from "~/services/session/viewer.server";
import * as jobs from "./import-jobs.server";

// An import whose process stopped before the marketplace answered is reported as interrupted,
// not left "sending" for ever: its page would wait for an answer that never comes.

const viewer = { id: 5, activeContractorId: 9 } as Viewer;
const unfinished = (startedAt: number) =>
  records.create({
    owner: "5:9",
    fileName: "товары.xlsx",
    rows: 3,
    startedAt,
    finishedAt: null,
    report: null,
    error: null,
  });

it("an unfinished job within the marketplace's time limit is still being sent", async () => {
  const job = await jobs.findImport(viewer, await unfinished(Date.now() - 60_000));
  expect(job).toMatchObject({ finishedAt: null, error: null });
});

it("an unfinished job long past that limit is reported as interrupted", async () => {
  const job = await jobs.findImport(viewer, await unfinished(Date.now() - 12 * 60_000));
  expect(job?.finishedAt).not.toBeNull();
  expect(job?.error).toBe(jobs.IMPORT_INTERRUPTED);
});

it("someone else's job is none", async () => {
  expect(await jobs.findImport({ id: 6, activeContractorId: 9 } as Viewer, await unfinished(Date.now()))).toBeNull();
});

it("a report shows the refused rows with «—» for what it leaves out, and a field it names oddly as sent", () => {
  const report = {
    errors: [
      { row: 4, field: "price", message: "Цена меньше нуля" },
      { field: "toString" },
      { row: 4, field: "__proto__", message: "" },
    ],
  };
  expect(jobs.refusedRows(report)).toEqual([
    { row: "4", column: "Цена", message: "Цена меньше нуля" },
    { row: "—", column: "toString", message: "—" },
    { row: "4", column: "__proto__", message: "—" },
  ]);
  expect(jobs.importCounts(report)).toEqual({ created: "—", refused: 2 });
  expect(jobs.importCounts({ created: 17 })).toEqual({ created: "17", refused: 0 });
});
