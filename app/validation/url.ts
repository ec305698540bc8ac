import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** Not shown in the spec: the message defaults. */
export const URL_MESSAGE = DEFAULT_MESSAGE;

const SCHEME = /^[a-z]+:\/\//i;
/** Dotted host ending in a 2+ letter extension (.ru, .com, .рф), optional path after it. */
const HOST_WITH_EXTENSION = /^([\p{L}\d-]+\.)+\p{L}{2,}([/?#]\S*)?$/u;

/** Masked to start with https://, whatever scheme (or none) was typed. */
export function normalizeUrl(raw: string): string {
  return `https://${raw.trim().replace(SCHEME, "")}`;
}

/** The address must end with a dot-extension: 'site.ru' passes, 'site' does not. */
export function isValidUrl(raw: string): boolean {
  return HOST_WITH_EXTENSION.test(normalizeUrl(raw).slice("https://".length));
}

export const urlSchema = /* @__PURE__ */ ruleField({ check: isValidUrl, message: URL_MESSAGE }).transform(normalizeUrl);
