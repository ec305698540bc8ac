/** A product's thumbnail in a list row (96 px, as the CDN was asked), or an empty square: nothing moves. */
export function ProductPicture({ src }: { src: string | null }) {
  return src ? (
    <img className="catalog-row__image" src={src} alt="" width={96} height={96} loading="lazy" />
  ) : (
    <span className="catalog-row__image catalog-row__image--none" aria-hidden="true" />
  );
}
