/**
 * The parameters the marketplace's image CDN address takes. q is the quality (1–100); w and h the size;
 * the others are sent as given (their meaning is the CDN's: bw, bh a box, c a crop, min and max
 * bounds of the size). All are whole numbers.
 */
const CDN_IMAGE_PARAMS = ["q", "w", "h", "bw", "bh", "c", "minw", "minh", "maxw", "maxh"] as const;
export type CdnImageParams = Partial<Record<(typeof CDN_IMAGE_PARAMS)[number], number>>;

const isCdnImageParam = (name: string) => (CDN_IMAGE_PARAMS as readonly string[]).includes(name);

/**
 * The CDN address with the parameters given, in the order given (the same call gives the same URL,
 * for caches). A name the CDN does not take, slipped past the type, is left out.
 */
export const cdnImageUrl = (url: string, params: CdnImageParams) => withCdnParams(new URL(url), params);

/**
 * The parameters set on a parsed address the caller owns. The query is written back once: each
 * `searchParams.set` would write the whole address again (a catalog page has 30 pictures). An
 * address with no query and no fragment, as the CDN's pictures come, takes them after it as they
 * are: their names and whole numbers need no escaping, and URLSearchParams would write the same.
 */
function withCdnParams(address: URL, params: CdnImageParams) {
  const given: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && isCdnImageParam(name)) given.push([name, String(Math.round(value))]);
  }
  const { href } = address;
  if (!href.includes("?") && !href.includes("#")) {
    return given.length === 0 ? href : `${href}?${given.map(([name, value]) => `${name}=${value}`).join("&")}`;
  }
  const query = new URLSearchParams(address.search);
  for (const [name, value] of given) query.set(name, value);
  address.search = query.toString();
  return address.toString();
}

/**
 * A picture address the page can use: an absolute URL on the CDN's origin, the one the pages' CSP
 * lets pictures come from. Anything else the marketplace may send (a relative path, another host,
 * text that is no address) is no picture: the page draws its placeholder.
 */
export function usableImageUrl(url: unknown, cdnOrigin: string): URL | null {
  if (typeof url !== "string" || !url) return null;
  try {
    const address = new URL(url);
    return address.origin === cdnOrigin ? address : null;
  } catch {
    return null;
  }
}

/**
 * A picture from the CDN at the size it is shown, so a phone never downloads more pixels than it
 * draws; the lite version asks for the smallest useful one. Null when the address is no usable one.
 */
export function cdnImage(url: string | null | undefined, cdnOrigin: string, size: number, lite = false) {
  const address = usableImageUrl(url, cdnOrigin);
  if (!address) return null;
  const pixels = lite ? Math.round(size / 2) : size;
  return withCdnParams(address, { w: pixels, h: pixels, q: lite ? 50 : 80 });
}
