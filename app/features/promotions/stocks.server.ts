import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { config } from "~/services/config.server";
import { requireAccess, requireOpenSite } from "~/services/access/guards.server";
import { notFound, requireParam, SITE_IDS } from "~/utils/params.server";

/** The section's entry: the marketplace's own promotions on the b2c showcase. */
export const PROMO_HOME = `/stocks/${config.promoProduct.slug}/b2c/`;

/** Title of the marketplace promotions list: '{product} promotions'. */
export const MARKETPLACE_PROMOTIONS_TITLE = `Акции ${config.promoProduct.title}`;

/**
 * Checks a promotions URL in the order that keeps foreign URLs 404 for everyone: the product slug and
 * the showcase first, then who is looking, then whether that showcase is open.
 */
export async function requirePromotionsPage({ request, params }: LoaderFunctionArgs) {
  if (params.product !== undefined && params.product !== config.promoProduct.slug) throw notFound();
  const siteId = requireParam(params.siteId, SITE_IDS);
  await requireAccess(request, "signedIn");
  requireOpenSite(request, siteId);
  return { siteId };
}

/** The loader of a promotions page that so far shows only its title. */
export function promotionsLoader(title: string) {
  return async (args: LoaderFunctionArgs) => {
    const { siteId } = await requirePromotionsPage(args);
    return json({ title, siteId });
  };
}
