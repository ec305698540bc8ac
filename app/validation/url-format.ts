/**
 * The URL rule's format (an address must end with a dot-extension and is masked to start with
 * https://; docs/decisions/064): the canonical address, the check and the live mask. No zod here, so a widget can
 * mask the field without pulling the schemas into the browser bundle.
 */
const SECURE = "https://";
/** Every scheme in front: an address pasted after the mask's https:// carries its own. */
const SCHEMES_IN_FRONT = /^([a-z]+:\/\/)+/i;
/** Dotted host ending in a 2+ letter extension (.ru, .com, .рф), optional path after it. */
const HOST_WITH_EXTENSION = /^([\p{L}\d-]+\.)+\p{L}{2,}([/?#]\S*)?$/u;

/** Masked to start with https://, whatever scheme (or none) was typed. */
export function normalizeUrl(raw: string): string {
  return `${SECURE}${raw.trim().replace(SCHEMES_IN_FRONT, "")}`;
}

/** The address must end with a dot-extension: 'site.ru' passes, 'site' does not. */
export function isValidUrl(raw: string): boolean {
  return HOST_WITH_EXTENSION.test(normalizeUrl(raw).slice(SECURE.length));
}

const SCHEMES = ["http://", SECURE];

/** Only a scheme, no address: what the mask leaves when the address is erased. */
export function isSchemeOnly(raw: string): boolean {
  return SCHEMES.includes(raw.trim().toLowerCase());
}

/**
 * The live mask: the address shown with https:// in front as soon as it has a character of its own.
 * Text that may still become a scheme ('htt', 'http:/') is left as typed, so a scheme can be typed
 * or pasted and the field can be erased to empty.
 */
export function formatUrl(raw: string): string {
  const typed = raw.trim().toLowerCase();
  return SCHEMES.some((scheme) => scheme.startsWith(typed)) ? raw : normalizeUrl(raw);
}
