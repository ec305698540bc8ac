import { markup } from "~/utils/markup";

/**
 * A product's thumbnail in a list row (96 px, as the CDN was asked), or an empty square: nothing moves.
 * The row's rules size it (`.catalog-row img`): a class on each of a page's 30 pictures is 0.8 KiB.
 * Written as `markup`: the rows that show it are (docs/decisions/125).
 */
export const productPictureMarkup = (src: string | null) =>
  src
    ? markup`<img src="${src}" alt="" width="96" height="96" loading="lazy">`
    : markup`<span class="catalog-row__image catalog-row__image--none" aria-hidden="true"></span>`;
