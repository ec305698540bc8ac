import { requireAccess } from "~/services/access/guards.server";
import { marketplace, isMissing, upstreamFailure } from "~/services/marketplace/client.server";
import { orders } from "~/services/marketplace/orders.server";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";

/** One order with its items, for its page and its export; an unknown or foreign order is not found. */
export async function requireOrder(request: Request, id: string | undefined) {
  const orderId = Number(requireParam(id, DIGITS));
  await requireAccess(request, "order");
  const api = await marketplace(request);
  const found = await orders.withItems(api, orderId);
  if (found.error) throw isMissing(found) ? notFound() : upstreamFailure(found);
  return { api, ...found.data };
}
