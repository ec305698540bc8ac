import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { orders } from "~/services/marketplace/orders.server";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";

/** The headers of the marketplace's answer that describe the file; nothing else (cookies, hosts) passes. */
const FILE_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"];

/**
 * GET /order/{id}/file/{fileId}/: an order's file, streamed through the portal with its name and
 * type, so the browser never sees the marketplace's address or a token. If the marketplace breaks
 * off mid-file, the stream errors and the download fails instead of ending as a truncated file.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const orderId = Number(requireParam(params.id, DIGITS));
  const fileId = Number(requireParam(params.fileId, DIGITS));
  await requireAccess(request, "order");
  const file = await orders.file(await marketplace(request), orderId, fileId);
  if (file.error) {
    if (file.status === 404) throw notFound();
    return new Response(`Файл сейчас недоступен: ${file.errorText}`, {
      status: 502,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const name of FILE_HEADERS) {
    const value = file.data.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.data.body, { status: 200, headers });
}
