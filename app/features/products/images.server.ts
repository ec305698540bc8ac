import { config } from "~/services/config.server";
import { filesOf, type RefusedFile, type UploadLimits } from "~/services/forms/read-upload.server";
import type { Marketplace } from "~/services/marketplace/client.server";
import { products } from "~/services/marketplace/products.server";
import { usableImageUrl } from "~/utils/cdn-image";
import { countOf } from "~/utils/format";
import { MAX_IMAGES } from "~/validation/product-fields";
import { IMAGE_MAX_MEGABYTES } from "./image-limits";

/**
 * Product pictures go to the marketplace's CDN through the portal (the browser never calls the
 * marketplace): the type is read from the file's first bytes, not from its name, and the size is
 * limited while the body streams in (docs/decisions/050).
 */

export const IMAGE_LIMITS: UploadLimits = { maxFileBytes: IMAGE_MAX_MEGABYTES * 1024 * 1024, maxFiles: MAX_IMAGES };

/** The form field of the file input. */
export const IMAGE_FIELD = "files";

const SIGNATURES: { type: string; matches: (head: Buffer) => boolean }[] = [
  { type: "image/jpeg", matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  { type: "image/png", matches: (head) => head.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex")) },
  {
    type: "image/webp",
    matches: (head) => head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP",
  },
];

/** The CDN took the file but answered no address the card could show it from. */
export const NO_ADDRESS = "маркетплейс не вернул адрес изображения, загрузите его ещё раз";

/** не больше 1 изображения, 10 изображений. */
const IMAGES_GENITIVE = { one: "изображения", few: "изображений", many: "изображений" };

export const refusedImageMessage = ({ name, reason }: RefusedFile) =>
  reason === "tooLarge"
    ? `«${name}»: файл больше ${IMAGE_MAX_MEGABYTES} МБ`
    : `«${name}»: у товара может быть не больше ${countOf(MAX_IMAGES, IMAGES_GENITIVE)}`;

/** The picture's real type, or null when it is not a JPEG, PNG or WEBP whatever its name says. */
export async function imageTypeOf(file: File) {
  const head = Buffer.from(await file.slice(0, 12).arrayBuffer());
  return SIGNATURES.find((signature) => signature.matches(head))?.type ?? null;
}

export type ImageUploads = { urls: string[]; messages: string[] };

/**
 * Sends the form's pictures to the CDN one after another (in the order chosen), as many as still
 * fit beside the `kept` ones. Returns their addresses and a Russian message per refused file.
 */
export async function uploadImages(
  api: Marketplace,
  form: FormData,
  refused: RefusedFile[],
  kept: number,
): Promise<ImageUploads> {
  const result: ImageUploads = { urls: [], messages: refused.map(refusedImageMessage) };
  for (const file of filesOf(form, IMAGE_FIELD)) {
    const type = await imageTypeOf(file);
    if (!type) {
      result.messages.push(`«${file.name}»: загрузите изображение JPEG, PNG или WEBP`);
      continue;
    }
    if (kept + result.urls.length >= MAX_IMAGES) {
      result.messages.push(refusedImageMessage({ field: IMAGE_FIELD, name: file.name, reason: "tooMany" }));
      continue;
    }
    const uploaded = await products.uploadImage(api, new File([file], file.name, { type }));
    if (uploaded.error) result.messages.push(`«${file.name}»: ${uploaded.errorText}`);
    // An address that is no picture of the CDN would be a broken picture on the card: not kept.
    else if (!usableImageUrl(uploaded.data.url, config.cdnOrigin))
      result.messages.push(`«${file.name}»: ${NO_ADDRESS}`);
    else result.urls.push(uploaded.data.url);
  }
  return result;
}
