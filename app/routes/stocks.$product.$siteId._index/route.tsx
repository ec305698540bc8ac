import { PromotionsHeading, promotionsMeta } from "~/features/promotions/promotions-page";
import { MARKETPLACE_PROMOTIONS_TITLE, promotionsLoader } from "~/features/promotions/stocks.server";

export const meta = promotionsMeta;
export const loader = promotionsLoader(MARKETPLACE_PROMOTIONS_TITLE);

export default PromotionsHeading;

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
