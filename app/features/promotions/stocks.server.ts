import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireViewer } from "~/services/access/guards.server";
import { config } from "~/services/config.server";
import type { ApiError } from "~/services/marketplace/client.server";
import type { PromotionSource } from "~/services/marketplace/promotions.server";
import { requireParam, SITE_IDS } from "~/utils/params.server";

/** The section's entry: the marketplace's own promotions on the b2c showcase. */
export const PROMO_HOME = `/stocks/${config.promoProduct.slug}/b2c/`;

/** Title of the marketplace promotions list: '{product} promotions'. */
export const MARKETPLACE_PROMOTIONS_TITLE = `Акции ${config.promoProduct.title}`;

export const SELLER_PROMOTIONS_TITLE = "Мои акции";

/** Where a source's promotions of one showcase are listed; a promotion's pages lie under it. */
export function promotionsPath(source: PromotionSource, siteId: string) {
  return source === "marketplace" ? `/stocks/${config.promoProduct.slug}/${siteId}/` : `/stocks/seller/${siteId}/`;
}

/**
 * Checks a promotions URL: a showcase that does not exist is not found for everyone; the guard
 * table's rule does the rest (the product slug, who is looking, whether the showcase is open).
 */
export async function requirePromotionsPage({ request, params }: Pick<LoaderFunctionArgs, "request" | "params">) {
  const siteId = requireParam(params.siteId, SITE_IDS);
  const viewer = await requireViewer(request, "promotions", params);
  return { siteId, viewer };
}

/**
 * A failed read shown inside the page (a notification): a 5xx of the marketplace answers 502; its
 * refusal (a supplier without a company yet) keeps 200, the page itself is there.
 */
export const readFailureStatus = (error: ApiError) => (error.status >= 500 ? 502 : 200);
