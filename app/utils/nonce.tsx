import { createContext, useContext } from "react";

/** The per-request CSP nonce; set by entry.server, empty in the browser (browsers hide nonce values). */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
