/**
 * A picture from the CDN at the size it is shown (SPEC §9 parameters w, h, q), so a phone never
 * downloads more pixels than it draws; the lite version asks for the smallest useful one.
 */
export function cdnImage(url: string | undefined, size: number, lite = false) {
  if (!url) return null;
  const sized = new URL(url);
  const pixels = lite ? Math.round(size / 2) : size;
  sized.searchParams.set("w", String(pixels));
  sized.searchParams.set("h", String(pixels));
  sized.searchParams.set("q", lite ? "50" : "80");
  return sized.toString();
}
