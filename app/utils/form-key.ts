/** The field that carries a form's one-time key, and how the key's parts are joined: `seed~nonce~form`. */
export const FORM_KEY_FIELD = "formKey";
export const FORM_KEY_SEPARATOR = "~";

/**
 * Whether a field holds what a user must type again themselves, so that it is neither kept in the
 * browser's drafts nor over a sign-in: a password of any kind, a code sent to them. Told by the name's
 * last part, so that a product's `barcode` and an address's `legalAddress.zipCode` are kept.
 */
export function isSecretField(name: string) {
  const last = name.slice(Math.max(name.lastIndexOf("."), name.lastIndexOf("]")) + 1);
  return /password/i.test(last) || last.toLowerCase() === "code";
}
