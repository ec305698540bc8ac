import { requireAccess } from "~/services/access/guards.server";
import { marketplace, isMissing, upstreamFailure, type Marketplace } from "~/services/marketplace/client.server";
import { orders } from "~/services/marketplace/orders.server";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";

/** The order a URL names, once the viewer may open orders: what its page asks the marketplace with. */
export async function openOrder(request: Request, id: string | undefined) {
  const orderId = Number(requireParam(id, DIGITS));
  await requireAccess(request, "order");
  return { api: await marketplace(request), orderId };
}

/** One order with its items; an unknown or foreign order is not found. */
export async function orderWithItems(api: Marketplace, orderId: number) {
  const found = await orders.withItems(api, orderId);
  if (found.error) throw isMissing(found) ? notFound() : upstreamFailure(found);
  return found.data;
}

/** One order with its items, for its export. */
export async function requireOrder(request: Request, id: string | undefined) {
  const { api, orderId } = await openOrder(request, id);
  return orderWithItems(api, orderId);
}
