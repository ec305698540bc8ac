import { productPictureMarkup } from "~/ui/product-picture";
import { rowArticleMarkup, rowNameMarkup } from "~/ui/row-names";
import { markup } from "~/utils/markup";
import type { PromoProductCard } from "./promotion-page.server";

/**
 * A product as a promotion's rows show it: picture, name, article and its price as `priceTerm` names
 * it. Written as `markup` (docs/decisions/125); `namesControls`: the row has a tick or a button named
 * after it (~/ui/row-names).
 */
export const promoProductCardMarkup = (
  key: string,
  card: PromoProductCard,
  priceTerm: string,
  namesControls: boolean,
) =>
  markup`${productPictureMarkup(card.image)}<div class="catalog-row__main">${rowNameMarkup(key, card.name)}<p>${[
    card.article && markup`<span>Артикул ${card.article}</span>`,
    card.price && markup`<span>${priceTerm} ${card.price}</span>`,
    namesControls && rowArticleMarkup(key, card.article),
  ]}</p></div>`;
