/**
 * A product's thumbnail in a list row (96 px, as the CDN was asked), or an empty square: nothing moves.
 * The row's rules size it (`.catalog-row img`): a class on each of a page's 30 pictures is 0.8 KiB.
 */
export function ProductPicture({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" width={96} height={96} loading="lazy" />
  ) : (
    <span className="catalog-row__image catalog-row__image--none" aria-hidden="true" />
  );
}
