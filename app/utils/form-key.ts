/** The field that carries a form's one-time key, and how the key's parts are joined: `seed~nonce~form`. */
export const FORM_KEY_FIELD = "formKey";
export const FORM_KEY_SEPARATOR = "~";
