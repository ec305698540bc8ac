import type { Marketplace } from "~/services/marketplace/client.server";
import type { RecoveryFlow } from "~/services/session/session.server";
import { formatPhone } from "~/validation/phone-format";
import { codeChannel, sendCode, type CodeFlowSteps } from "./code-steps.server";

/** Password recovery: a code to the phone or e-mail, then the shared code and password steps. */

export const RECOVERY_PAGE = "/auth/remind/";

export const recoverySteps: CodeFlowSteps<"recovery"> = {
  page: RECOVERY_PAGE,
  username: (flow) => flow.username,
  passwordStep: "recovery",
  binding: "recovery",
  doneText: "Пароль изменен. Войдите с новым паролем",
};

/** Sends the code; the flow's code step, or the marketplace's refusal. */
export async function startRecovery(request: Request, api: Marketplace, username: string) {
  const channel = codeChannel(username);
  const refused = await sendCode(request, api, { binding: recoverySteps.binding, channel, username });
  if (refused) return refused;
  const flow: RecoveryFlow = { username, channel, step: "code" };
  return flow;
}

/** What the page needs to draw the flow's step. */
export function recoveryView(flow: RecoveryFlow | undefined) {
  if (!flow || flow.step === "form") return { step: "form" as const, username: flow?.username };
  const sentTo = flow.channel === "phone" ? formatPhone(flow.username) : flow.username;
  return { step: flow.step, sentTo };
}
