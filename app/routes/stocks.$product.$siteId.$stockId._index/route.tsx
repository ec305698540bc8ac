import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PromotionPage } from "~/features/promotions/promotion-page";
import { loadPromotionPage, promotionAction } from "~/features/promotions/promotion-page.server";
import { promotionsMeta } from "~/features/promotions/promotions-page";

export const meta = promotionsMeta;

export const loader = (args: LoaderFunctionArgs) => loadPromotionPage(args, "marketplace");
export const action = (args: ActionFunctionArgs) => promotionAction(args, "marketplace");

export default PromotionPage;

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
