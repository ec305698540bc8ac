import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { orders } from "~/services/marketplace/orders.server";
import { streamedFile } from "~/services/marketplace/streamed-file.server";
import { DIGITS, requireParam } from "~/utils/params.server";

/**
 * GET /order/{id}/file/{fileId}/: an order's file, streamed through the portal with its name and
 * type (services/marketplace/streamed-file.server.ts), so the browser never sees the marketplace's
 * address or a token, and a file broken off mid-stream fails instead of looking complete.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const orderId = Number(requireParam(params.id, DIGITS));
  const fileId = Number(requireParam(params.fileId, DIGITS));
  await requireAccess(request, "order");
  return streamedFile(await orders.file(await marketplace(request), orderId, fileId));
}
