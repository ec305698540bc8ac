import { PromotionsHeading, promotionsMeta } from "~/components/PromotionsPage";
import { promotionsLoader } from "~/utils/stocks.server";

export const meta = promotionsMeta;
export const loader = promotionsLoader("Редактирование акции");

export default PromotionsHeading;
