import { parse, type SubmissionResult } from "@conform-to/react";
import { createContext, useContext } from "react";

/**
 * A form that was posted after its session ended and kept over the sign-in
 * (app/services/forms/kept-forms.server.ts): the page it came from fills that form with it again,
 * and the user sends it themselves.
 */
export type KeptFormReply = { form: string; reply: SubmissionResult<string[]> };

export const KeptFormContext = createContext<KeptFormReply | null>(null);

/** The kept fields as a form's answer with its values (conform's `initialValue`), nested names and all. */
export function keptFormReply(form: string, fields: [name: string, value: string][]): KeptFormReply {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  const { payload } = parse(formData, { resolve: () => ({ error: {} }) });
  // Only text was kept: the payload holds strings.
  return { form, reply: { initialValue: payload as SubmissionResult["initialValue"] } };
}

/** The kept answer of the form named `form` on this page, if there is one. */
export function useKeptForm(form: string) {
  const kept = useContext(KeptFormContext);
  return kept?.form === form ? kept.reply : null;
}
