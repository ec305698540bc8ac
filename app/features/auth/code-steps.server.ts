import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { countCodeSend, record as recordAbuse, refusal as abuseRefusal } from "~/services/access/abuse.server";
import { refusal, REFUSALS } from "~/services/forms/read-form.server";
import { auth, type Channel, type CodeBinding } from "~/services/marketplace/auth.server";
import { refusalStatus, type ApiError, type Marketplace } from "~/services/marketplace/client.server";
import { commitSession, type PortalSession, type SessionData } from "~/services/session/session.server";
import { noteToast } from "~/services/session/toast.server";
import { codeStepSchema, registrationConfirmSchema, recoveryConfirmSchema } from "~/validation/auth-forms";
import { isEmailLike } from "~/validation/username";
import { codeCheckRefusal, codeRefusalText, codeStepMessages } from "./code-check.server";

/**
 * The steps registration and password recovery share: a 4-digit code checked by
 * check-code, a resend, 'Назад', and a new password sent with the accepted code. The flow lives
 * in the session and every step ends in a redirect, so a reload never repeats a call.
 */

/** What a failed step hands back to its form: the input (never a password) and the messages. */
export type StepAnswer = {
  reply: SubmissionResult<string[]>;
  /** check-code answered 406: the code field turns red without a text. */
  codeRejected?: boolean;
};

const PASSWORD_FIELDS = ["password", "passwordConfirm"];

function answer(body: StepAnswer, status: number) {
  return json(body, { status: refusalStatus(status) });
}

/** A marketplace error shown on the whole form, for steps whose own fields are not to blame. */
function formError(error: ApiError) {
  return answer({ reply: { status: "error", error: { "": [error.errorText] } } }, error.status);
}

/** Codes go to the e-mail when the username is one, otherwise by SMS. */
export function codeChannel(username: string): Channel {
  return isEmailLike(username) ? "email" : "phone";
}

/** send-code, counted against the abuse limit of the username. */
export async function sendCode(
  request: Request,
  api: Marketplace,
  code: { binding: CodeBinding; channel: Channel; username: string },
): Promise<ApiError | null> {
  const refused = await countCodeSend(request, code.username);
  if (refused) return refused;
  const sent = await auth.sendCode(api, code);
  return sent.error ? sent : null;
}

/** check-code for the username: the accepted code, or the answer for the code form. */
async function checkCode(
  request: Request,
  api: Marketplace,
  username: string,
  formData: FormData,
  { binding, wrongCodeWithoutText }: Pick<CodeFlowSteps<FlowKey>, "binding" | "wrongCodeWithoutText">,
) {
  const submission = parseWithZod(formData, { schema: codeStepSchema });
  if (submission.status !== "success") return answer({ reply: submission.reply() }, 400);
  const refused = await abuseRefusal("code", request, username);
  if (refused) return answer({ reply: submission.reply({ formErrors: [refused] }) }, 429);
  const { code } = submission.value;
  const refusal = codeCheckRefusal(await auth.checkCode(api, { binding, username, code }));
  if (!refusal) return { code };
  if (refusal.status === 406) {
    await recordAbuse("code", request, username);
    if (wrongCodeWithoutText) return answer({ reply: submission.reply(), codeRejected: true }, 406);
  }
  return answer({ reply: submission.reply(codeStepMessages(refusal)) }, refusal.status);
}

/** The resend button's channel, when it is one the step offers; otherwise a thrown 400 refusal. */
function postedChannel(formData: FormData, offered: readonly Channel[]): Channel {
  const channel = formData.get("channel");
  const match = offered.find((candidate) => candidate === channel);
  if (!match) throw refusal(400, REFUSALS.unknownIntent);
  return match;
}

/** The calls that set a password with a code, and how each reads the username. */
const PASSWORD_STEPS = {
  registration: { schema: registrationConfirmSchema, call: auth.confirmRegistration },
  invitation: { schema: registrationConfirmSchema, call: auth.confirmWorker },
  recovery: { schema: recoveryConfirmSchema, call: auth.recoverPassword },
};

/**
 * The password step: {username, code, password, passwordConfirm}. username and code come from the
 * server-side flow (`proof`) or, for an invitation, from the link's hidden fields; without them
 * the form says 'Введите корректные данные'. Null when the password is set.
 */
export async function confirmNewPassword(
  api: Marketplace,
  step: keyof typeof PASSWORD_STEPS,
  proof: { username?: string; code?: string },
  formData: FormData,
) {
  const { schema, call } = PASSWORD_STEPS[step];
  for (const [field, value] of Object.entries(proof)) if (value) formData.set(field, value);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return answer({ reply: submission.reply({ hideFields: PASSWORD_FIELDS }) }, 400);
  const { username, code, password } = submission.value;
  // passwordConfirm travels as the password value (the pair was compared above).
  const confirmed = await call(api, { username, code, password, passwordConfirm: password });
  if (!confirmed.error) return null;
  const reply = submission.reply({ formErrors: [codeRefusalText(confirmed)], hideFields: PASSWORD_FIELDS });
  return answer({ reply }, confirmed.status);
}

/** Post-redirect-get between steps: the step lives in the session, the page is read again. */
export async function saveAndRedirect(request: Request, session: PortalSession, to: string) {
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

type FlowKey = "registration" | "recovery";

export interface CodeFlowSteps<Key extends FlowKey> {
  /** The flow's page, where every step redirects. */
  page: string;
  /** Whom the codes are for. */
  username: (flow: SessionData[Key]) => string;
  passwordStep: keyof typeof PASSWORD_STEPS;
  /** What the flow's codes confirm, for send-code and check-code. */
  binding: CodeBinding;
  /** The toast on /auth/ once the password is set. */
  doneText: string;
  /** A wrong code only turns the field red (registration, docs/decisions/057); otherwise the widget's text says so. */
  wrongCodeWithoutText?: boolean;
  /** The channels the code step offers to resend by; without, the code goes where the last one went. */
  resendChannels?: readonly Channel[];
}

/**
 * The code and password steps of a flow, by the posted intent: `code`, `resend`, `back` (to the
 * form, keeping what was typed) and `confirm`. A post that does not fit the flow's step (a stale
 * tab) just shows the page again.
 */
/** The intents of the code and password steps, for the flow pages' intent check. */
export const CODE_FLOW_INTENTS = ["code", "resend", "back", "confirm"] as const;

export async function continueCodeFlow<Key extends FlowKey>(
  request: Request,
  api: Marketplace,
  formData: FormData,
  key: Key,
  steps: CodeFlowSteps<Key>,
) {
  const { session } = api;
  const flow = session.get(key) as SessionData[Key] | undefined;
  if (!flow || flow.step === "form") return redirect(steps.page);
  const username = steps.username(flow);
  switch (formData.get("intent")) {
    case "code": {
      const checked = await checkCode(request, api, username, formData, steps);
      if (!("code" in checked)) return checked;
      session.set(key, { ...flow, step: "password", code: checked.code });
      break;
    }
    case "resend": {
      const channel = steps.resendChannels ? postedChannel(formData, steps.resendChannels) : flow.channel;
      const failed = await sendCode(request, api, { binding: steps.binding, channel, username });
      if (failed) return formError(failed);
      session.set(key, { ...flow, channel });
      noteToast(request, session, { type: "notice", text: "Код выслан повторно" });
      break;
    }
    case "back":
      session.set(key, { ...flow, step: "form", code: undefined });
      break;
    case "confirm": {
      const failed = await confirmNewPassword(api, steps.passwordStep, { username, code: flow.code }, formData);
      if (failed) return failed;
      session.unset(key);
      noteToast(request, session, { type: "success", text: steps.doneText });
      return saveAndRedirect(request, session, "/auth/");
    }
  }
  return saveAndRedirect(request, session, steps.page);
}
