import { ruleField } from "./field";

export const VIDEO_LINK_MESSAGE = "Введите корректную ссылку на видео";

/** https watch link of the video site with its 11-character id; other query parameters allowed. */
const VIDEO_LINK_PATTERN = /^https:\/\/(www\.|m\.)?youtube\.com\/watch\?([^\s#]*&)?v=[\w-]{11}([&#]\S*)?$/;

export function isValidVideoLink(value: string): boolean {
  return VIDEO_LINK_PATTERN.test(value);
}

/** The link is optional: an empty field passes. */
export const videoLinkSchema = /* @__PURE__ */ ruleField({
  check: isValidVideoLink,
  message: VIDEO_LINK_MESSAGE,
}).optional();
