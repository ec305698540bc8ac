import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";
import { isSchemeOnly, isValidUrl, normalizeUrl } from "./url-format";

/** No message of its own: the default one. */
export const URL_MESSAGE = DEFAULT_MESSAGE;

export const urlSchema = /* @__PURE__ */ ruleField({ check: isValidUrl, message: URL_MESSAGE }).transform(normalizeUrl);

/** The same rule for an optional field: empty, or only the mask's https://, is no address. */
export const optionalUrlSchema = /* @__PURE__ */ ruleField({
  check: (value) => isSchemeOnly(value) || isValidUrl(value),
  message: URL_MESSAGE,
})
  .transform((value) => (isSchemeOnly(value) ? undefined : normalizeUrl(value)))
  .optional();
