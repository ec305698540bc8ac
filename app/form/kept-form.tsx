import type { SubmissionResult } from "@conform-to/react";
import { createContext, useContext } from "react";

/**
 * A form that was posted after its session ended and kept over the sign-in
 * (app/services/forms/kept-form-store.server.ts): the page it came from fills that form with it again,
 * and the user sends it themselves.
 */
export type KeptFormReply = { form: string; reply: SubmissionResult<string[]> };

export const KeptFormContext = createContext<KeptFormReply | null>(null);

/** The kept answer of the form named `form` on this page, if there is one. */
export function useKeptForm(form: string) {
  const kept = useContext(KeptFormContext);
  return kept?.form === form ? kept.reply : null;
}
