import { PromotionsHeading, promotionsMeta } from "~/features/promotions/promotions-page";
import { promotionsLoader } from "~/features/promotions/stocks.server";

export const meta = promotionsMeta;
export const loader = promotionsLoader("Редактирование акции");

export default PromotionsHeading;

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
