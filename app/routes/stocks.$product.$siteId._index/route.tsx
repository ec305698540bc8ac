import type { LoaderFunctionArgs } from "@remix-run/node";
import { PromotionListPage } from "~/features/promotions/promotion-list";
import { loadPromotionList } from "~/features/promotions/promotion-list.server";
import { promotionsMeta } from "~/features/promotions/promotions-page";
import { MARKETPLACE_PROMOTIONS_TITLE } from "~/features/promotions/stocks.server";

export const meta = promotionsMeta;

export const loader = (args: LoaderFunctionArgs) =>
  loadPromotionList(args, "marketplace", MARKETPLACE_PROMOTIONS_TITLE);

export default PromotionListPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
