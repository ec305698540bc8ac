import { parse, type SubmissionResult } from "@conform-to/react";
import type { KeptFormReply } from "./kept-form";

/**
 * The kept fields as a form's answer with its values (conform's `initialValue`), nested names and
 * all. On the server: conform's parser stays out of the script every page loads.
 */
export function keptFormReply(form: string, fields: [name: string, value: string][]): KeptFormReply {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  const { payload } = parse(formData, { resolve: () => ({ error: {} }) });
  // Only text was kept: the payload holds strings.
  return { form, reply: { initialValue: payload as SubmissionResult["initialValue"] } };
}
