import { createContext, useContext } from "react";
import { FORM_KEY_FIELD, FORM_KEY_SEPARATOR } from "~/utils/form-key";
import { useNonce } from "~/utils/nonce";

/**
 * A form's one-time key (docs/decisions/061): a hidden field, so it works without JavaScript. The
 * server remembers the first answer to a key and gives it again to a repeated send, with no second
 * upstream write (app/services/forms/form-key-claims.server.ts).
 */

/** The key's seed, from the root loader: it names the viewer and changes after every form sent. */
export const FormSeedContext = createContext<string | null>(null);

let documentNonce: string | undefined;

/**
 * The page's CSP nonce, fresh in every answer (the visitor cache stamps a new one too): on the
 * server from its context; in the browser from one of the page's scripts, whose `nonce` property
 * keeps it though the attribute is hidden. So the key the server wrote hydrates unchanged.
 */
function pageNonce(serverNonce: string) {
  if (serverNonce || typeof document === "undefined") return serverNonce;
  documentNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  return documentNonce;
}

/** The key field of a form; `form` names the form, unique on its page. */
export function FormKey({ form }: { form: string }) {
  const seed = useContext(FormSeedContext);
  const nonce = pageNonce(useNonce());
  if (!seed) return null;
  return <input type="hidden" name={FORM_KEY_FIELD} value={[seed, nonce || "-", form].join(FORM_KEY_SEPARATOR)} />;
}
