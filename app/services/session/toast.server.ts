import { redirect } from "@remix-run/node";
import { commitSession, getSession, type FlashData, type PortalSession } from "./session.server";

export type ToastMessage = FlashData["toast"];

/** Redirects with a one-time message, so a form posted without JavaScript still shows its result. */
export async function redirectWithToast(request: Request, to: string, toast: ToastMessage) {
  const session = await getSession(request);
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

export type FormReply = FlashData["formReply"];

/** Back to the page of a form posted elsewhere that was refused: what was typed and why come along once. */
export async function redirectWithFormReply(request: Request, to: string, formReply: FormReply, toast?: ToastMessage) {
  const session = await getSession(request);
  session.flash("formReply", formReply);
  if (toast) session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Takes the pending message and returned form, if any; the returned headers clear them. */
export async function takeToast(request: Request, session: PortalSession) {
  const toast = session.get("toast") ?? null;
  const formReply = session.get("formReply") ?? null;
  const headers = toast || formReply ? { "Set-Cookie": await commitSession(request, session) } : undefined;
  return { toast, formReply, headers };
}
