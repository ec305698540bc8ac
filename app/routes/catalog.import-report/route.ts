import type { LoaderFunctionArgs } from "@remix-run/node";
import { stringify } from "csv-stringify/sync";
import { findImport, refusedRows } from "~/features/products/import-jobs.server";
import { requireViewer } from "~/services/access/guards.server";
import { notFound } from "~/utils/params.server";

/** GET /catalog/import-report/?job=: the refused rows of an import as CSV that Excel opens (BOM, `;`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "catalog");
  const job = await findImport(viewer, new URL(request.url).searchParams.get("job"));
  if (!job?.report) throw notFound();
  const csv = stringify(
    refusedRows(job.report).map((error) => [error.row, error.column, error.message]),
    { delimiter: ";", bom: true, header: true, columns: ["Строка", "Колонка", "Причина"] },
  );
  const fileName = `Отчёт об импорте — ${job.fileName}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="import-report.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "no-store",
    },
  });
}
