import { redirect } from "@remix-run/node";
import { commitSession, getSession, type FlashData } from "./session.server";

export type ToastMessage = FlashData["toast"];

/** Redirects with a one-time message, so a form posted without JavaScript still shows its result. */
export async function redirectWithToast(request: Request, to: string, toast: ToastMessage) {
  const session = await getSession(request);
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Takes the pending message, if any; the returned headers clear it. */
export async function takeToast(request: Request) {
  const session = await getSession(request);
  const toast = session.get("toast") ?? null;
  const headers = toast ? { "Set-Cookie": await commitSession(request, session) } : undefined;
  return { toast, headers };
}
