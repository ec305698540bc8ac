import { countCodeSend } from "~/services/access/abuse.server";
import { auth } from "~/services/marketplace/auth.server";
import type { ApiError, Marketplace } from "~/services/marketplace/client.server";
import type { RegistrationFlow } from "~/services/session/session.server";
import { registrationSchema } from "~/validation/auth-forms";
import { formatPhone } from "~/validation/phone-format";
import type { CodeFlowSteps } from "./code-steps.server";

/** Registration: signup, then the shared code and password steps. */

export const REGISTRATION_PAGE = "/registry/";

export const registrationSteps: CodeFlowSteps<"registration"> = {
  page: REGISTRATION_PAGE,
  // The code and the confirm are addressed by the phone.
  username: (flow) => flow.phone,
  passwordStep: "registration",
  binding: "registration",
  doneText: "Регистрация завершена. Войдите с вашим паролем",
  wrongCodeWithoutText: true,
  // Resend by phone or e-mail (docs/decisions/058); the form always has both.
  resendChannels: ["phone", "email"],
};

type Contacts = Pick<RegistrationFlow, "name" | "phone" | "email">;

const contactsSchema = registrationSchema.omit({ consent: true });

/**
 * signup {name, phone, email}. A 406 means the phone already has an account (active or pending):
 * its error is dropped, a phone code is sent instead, and the code step follows if that worked.
 * Every signup sends an SMS, so it counts against the phone's abuse limit.
 */
async function signUp(request: Request, api: Marketplace, contacts: Contacts): Promise<ApiError | null> {
  const refused = await countCodeSend(request, contacts.phone);
  if (refused) return refused;
  const signup = await auth.signup(api, contacts);
  if (!signup.error) return null;
  if (signup.status !== 406) return signup;
  const sent = await auth.sendCode(api, {
    binding: registrationSteps.binding,
    channel: "phone",
    username: contacts.phone,
  });
  return sent.error ? sent : null;
}

/** The flow after a signup attempt: the code step, or the form with the marketplace's refusal. */
export async function signUpFlow(request: Request, api: Marketplace, contacts: Contacts): Promise<RegistrationFlow> {
  const refused = await signUp(request, api, contacts);
  // Every signup's code goes by SMS: after 'Назад' the channel is phone again.
  const flow = { ...contacts, channel: "phone" } as const;
  return refused ? { ...flow, step: "form", error: refused.errorText } : { ...flow, step: "code" };
}

/**
 * `?name=&phone=&email=` (a link from an ad or the landing page). All three present and valid:
 * the signup is made at once; otherwise the form opens with what was given.
 */
export async function flowFromQuery(request: Request, api: Marketplace): Promise<RegistrationFlow | null> {
  const query = new URL(request.url).searchParams;
  const given = { name: query.get("name"), phone: query.get("phone"), email: query.get("email") };
  if (Object.values(given).every((value) => value === null)) return null;
  const parsed = contactsSchema.safeParse(given);
  if (parsed.success) return signUpFlow(request, api, parsed.data);
  return { name: given.name ?? "", phone: given.phone ?? "", email: given.email ?? "", step: "form", channel: "phone" };
}

/** What the page needs to draw the flow's step. */
export function registrationView(flow: RegistrationFlow | undefined) {
  if (!flow || flow.step === "form") {
    return {
      step: "form" as const,
      contacts: flow ? { name: flow.name, phone: flow.phone, email: flow.email } : undefined,
      error: flow?.error ?? null,
    };
  }
  return {
    step: flow.step,
    sentText:
      flow.channel === "email"
        ? `Код подтверждения аккаунта выслан на указанный адрес Email ${flow.email}`
        : `Код подтверждения аккаунта выслан на указанный номер ${formatPhone(flow.phone)}`,
    resendChannels: registrationSteps.resendChannels,
  };
}
