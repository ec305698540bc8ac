/** The marketplace sets no picture limits, so the portal does: JPEG, PNG or WEBP up to 5 MB, said beside the input. */
export const IMAGE_MAX_MEGABYTES = 5;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** The CDN's image parameters: the editor's previews are 160-pixel squares. */
export const PREVIEW_SIZE = 160;

/** The preview's address at its size; null (the placeholder) for text that is no address. */
export function previewUrl(url: string) {
  let sized: URL;
  try {
    sized = new URL(url);
  } catch {
    return null;
  }
  sized.searchParams.set("w", String(PREVIEW_SIZE));
  sized.searchParams.set("h", String(PREVIEW_SIZE));
  sized.searchParams.set("q", "80");
  return sized.toString();
}
