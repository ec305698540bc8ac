import type { LoaderFunctionArgs } from "@remix-run/node";
import { importTemplate } from "~/features/products/spreadsheet.server";
import { requireViewer } from "~/services/access/guards.server";

/** GET /catalog/import-template/: the import's XLSX template with its columns and one example row. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request, "catalog");
  return new Response(new Uint8Array(await importTemplate()), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="import-template.xlsx"; filename*=UTF-8''${encodeURIComponent("Шаблон импорта товаров.xlsx")}`,
      "Cache-Control": "no-store",
    },
  });
}
