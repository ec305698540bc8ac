/** SPEC §9 leaves the picture limits to us: JPEG, PNG or WEBP up to 5 MB, the page says so beside the input. */
export const IMAGE_MAX_MEGABYTES = 5;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** SPEC §9 image parameters: the editor's previews are 160-pixel squares. */
export const PREVIEW_SIZE = 160;

export function previewUrl(url: string) {
  const sized = new URL(url);
  sized.searchParams.set("w", String(PREVIEW_SIZE));
  sized.searchParams.set("h", String(PREVIEW_SIZE));
  sized.searchParams.set("q", "80");
  return sized.toString();
}
