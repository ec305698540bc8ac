import { PromotionsHeading, promotionsMeta } from "~/components/PromotionsPage";
import { MARKETPLACE_PROMOTIONS_TITLE, promotionsLoader } from "~/utils/stocks.server";

export const meta = promotionsMeta;
export const loader = promotionsLoader(MARKETPLACE_PROMOTIONS_TITLE);

export default PromotionsHeading;
