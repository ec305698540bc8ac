/** Seeds closing documents: a commission report and a UPD per month for the last year. */
import { DEMO_CONTRACTORS } from "./demo";
import type { SeedModule } from "./seed-module";

const PLANS = [
  { contractorId: DEMO_CONTRACTORS.stroyMaster.id, months: 12, numberBase: 1200 },
  { contractorId: DEMO_CONTRACTORS.interiorTorg.id, months: 2, numberBase: 4100 },
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export const documentsSeed: SeedModule = {
  name: "documents",
  run(db, env) {
    const insert = db.prepare(
      "INSERT INTO documents (contractor_id, type, period_start, period_end, number_1c, file_format) VALUES (?, ?, ?, ?, ?, ?)",
    );
    for (const { contractorId, months, numberBase } of PLANS) {
      // Closed months only: the current one has no documents yet.
      for (let back = months; back >= 1; back--) {
        const start = new Date(Date.UTC(env.today.getUTCFullYear(), env.today.getUTCMonth() - back, 1));
        const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
        const sequence = numberBase + (months - back) * 2;
        insert.run(
          contractorId,
          "committee-report",
          isoDate(start),
          isoDate(end),
          `ОК-${String(sequence).padStart(6, "0")}`,
          "xlsx",
        );
        insert.run(
          contractorId,
          "upd",
          isoDate(start),
          isoDate(end),
          `УПД-${String(sequence + 1).padStart(6, "0")}`,
          "pdf",
        );
      }
    }
  },
};
