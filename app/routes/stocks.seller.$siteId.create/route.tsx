import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { promotionsMeta } from "~/features/promotions/promotions-page";
import { SellerPromotionPage } from "~/features/promotions/seller-promotion-form";
import { loadSellerPromotionForm, sellerPromotionAction } from "~/features/promotions/seller-promotion.server";

export const meta = promotionsMeta;

export const loader = (args: LoaderFunctionArgs) => loadSellerPromotionForm(args, "create");
export const action = (args: ActionFunctionArgs) => sellerPromotionAction(args, "create");

export default SellerPromotionPage;

export { loaderKeptAfterRefusal as shouldRevalidate } from "~/form/refused-post";
export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
