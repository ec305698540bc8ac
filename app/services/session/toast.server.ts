import { redirect } from "@remix-run/node";
import { commitSession, getSession, type FlashData, type PortalSession } from "./session.server";

export type ToastMessage = FlashData["toast"];

/** The one-time message each request flashed: a form's remembered answer repeats it (services/forms/form-key-claims). */
const flashed = new WeakMap<Request, ToastMessage>();

/** Flashes a one-time message for the next page and commits the session: the value for `Set-Cookie`. */
export async function flashToast(request: Request, session: PortalSession, toast: ToastMessage) {
  noteToast(request, session, toast);
  return commitSession(request, session);
}

/** Flashes a one-time message into a session the caller commits. */
export function noteToast(request: Request, session: PortalSession, toast: ToastMessage) {
  session.flash("toast", toast);
  flashed.set(request, toast);
}

/** The one-time message this request flashed, if any. */
export const notedToast = (request: Request) => flashed.get(request) ?? null;

/** Redirects with a one-time message, so a form posted without JavaScript still shows its result. */
export async function redirectWithToast(request: Request, to: string, toast: ToastMessage) {
  const session = await getSession(request);
  return redirect(to, { headers: { "Set-Cookie": await flashToast(request, session, toast) } });
}

export type FormReply = FlashData["formReply"];

/** Back to the page of a form posted elsewhere that was refused: what was typed and why come along once. */
export async function redirectWithFormReply(request: Request, to: string, formReply: FormReply, toast?: ToastMessage) {
  const session = await getSession(request);
  session.flash("formReply", formReply);
  if (toast) noteToast(request, session, toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Takes the pending message and returned form, if any; the returned headers clear them. */
export async function takeToast(request: Request, session: PortalSession) {
  const toast = session.get("toast") ?? null;
  const formReply = session.get("formReply") ?? null;
  const headers = toast || formReply ? { "Set-Cookie": await commitSession(request, session) } : undefined;
  return { toast, formReply, headers };
}
