import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { codeStepMessages } from "~/features/auth/code-check.server";
import { saveAndRedirect } from "~/features/auth/code-steps.server";
import { record as recordAbuse, refusal as abuseRefusal } from "~/services/access/abuse.server";
import { syncViewer } from "~/services/access/sync-viewer.server";
import { auth } from "~/services/marketplace/auth.server";
import type { ApiError, Marketplace } from "~/services/marketplace/client.server";
import { users } from "~/services/marketplace/users.server";
import { endOtherSessions } from "~/services/session/session.server";
import { noteToast } from "~/services/session/toast.server";
import type { Viewer } from "~/services/session/viewer.server";
import { codeStepSchema } from "~/validation/auth-forms";
import { passwordChangeSchema, profileSchema } from "~/validation/personal-forms";

/**
 * The settings page's steps: the profile {name, phone}, the code a new
 * phone gets, the password change. Each success ends in a redirect with a toast (post-redirect-get);
 * a refusal comes back to its own form with everything typed (never a password).
 */

export const SETTINGS_PAGE = "/personal/settings/";

export const SETTINGS_INTENTS = ["profile", "password", "code", "resend", "back"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

const PASSWORD_FIELDS = ["oldPassword", "password", "passwordConfirm"];

type FormName = "profile" | "password" | "code";

function answer(form: FormName, body: Record<string, unknown>, status: number) {
  return json({ form, ...body }, { status });
}

function done(api: Marketplace, request: Request, text: string) {
  noteToast(request, api.session, { type: "success", text });
  return saveAndRedirect(request, api.session, SETTINGS_PAGE);
}

const statusOf = (error: ApiError) => (error.status >= 500 ? 502 : error.status === 429 ? 429 : 400);

export async function saveProfile(api: Marketplace, request: Request, viewer: Viewer, formData: FormData) {
  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") return answer("profile", { reply: submission.reply() }, 400);
  const saved = await users.updateProfile(api, viewer.id, submission.value);
  if (saved.error) {
    // The phone is the only field the marketplace can find taken (already_exists).
    const reply =
      saved.errorCode === "already_exists"
        ? submission.reply({ fieldErrors: { phone: [saved.errorText] } })
        : submission.reply({ formErrors: [saved.errorText] });
    return answer("profile", { reply }, statusOf(saved));
  }
  if ("codeRequired" in saved.data) {
    api.session.set("phoneChange", submission.value);
    return saveAndRedirect(request, api.session, SETTINGS_PAGE);
  }
  await syncViewer(api);
  return done(api, request, "Данные профиля сохранены");
}

/** The code step of a new phone: `code`, `resend` (the same PUT without a code sends a new one) and `back`. */
export async function continuePhoneChange(
  api: Marketplace,
  request: Request,
  viewer: Viewer,
  intent: "code" | "resend" | "back",
  formData: FormData,
) {
  const pending = api.session.get("phoneChange");
  if (!pending || intent === "back") {
    api.session.unset("phoneChange");
    return saveAndRedirect(request, api.session, SETTINGS_PAGE);
  }
  if (intent === "resend") {
    const sent = await users.updateProfile(api, viewer.id, pending);
    if (sent.error)
      return answer("code", { reply: { status: "error", error: { "": [sent.errorText] } } }, statusOf(sent));
    noteToast(request, api.session, { type: "notice", text: "Код выслан повторно" });
    return saveAndRedirect(request, api.session, SETTINGS_PAGE);
  }
  const submission = parseWithZod(formData, { schema: codeStepSchema });
  if (submission.status !== "success") return answer("code", { reply: submission.reply() }, 400);
  const refused = await abuseRefusal("code", request, pending.phone);
  if (refused) return answer("code", { reply: submission.reply({ formErrors: [refused] }) }, 429);
  const saved = await users.updateProfile(api, viewer.id, { ...pending, code: submission.value.code });
  if (saved.error) {
    if (saved.status === 406) await recordAbuse("code", request, pending.phone);
    return answer("code", { reply: submission.reply(codeStepMessages(saved)) }, statusOf(saved));
  }
  api.session.unset("phoneChange");
  await syncViewer(api);
  return done(api, request, "Телефон изменён");
}

/** PUT auth/password_change; then the user's other sessions end, this one stays (docs/decisions/030). */
export async function changePassword(api: Marketplace, request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  if (submission.status !== "success") {
    return answer("password", { reply: submission.reply({ hideFields: PASSWORD_FIELDS }) }, 400);
  }
  const changed = await auth.changePassword(api, submission.value);
  if (changed.error) {
    // A 400 is the marketplace judging the current password; anything else is not the user's input.
    const reply =
      changed.status === 400
        ? submission.reply({ fieldErrors: { oldPassword: [changed.errorText] }, hideFields: PASSWORD_FIELDS })
        : submission.reply({ formErrors: [changed.errorText], hideFields: PASSWORD_FIELDS });
    return answer("password", { reply }, statusOf(changed));
  }
  await endOtherSessions(api.session);
  return done(api, request, "Пароль изменён. На других устройствах войдите с новым паролем");
}
