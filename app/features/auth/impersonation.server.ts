import { redirect } from "@remix-run/node";
import { syncViewer } from "~/services/access/sync-viewer.server";
import { auth } from "~/services/marketplace/auth.server";
import { marketplace, type ApiError } from "~/services/marketplace/client.server";
import { commitSession, type PortalSession } from "~/services/session/session.server";
import { redirectWithToast } from "~/services/session/toast.server";

/**
 * A service user (ROLE_ALLOWED_TO_SWITCH) acts as another user: the session switches
 * to the target's tokens and keeps the service user's own, so 'Вернуться' needs no new login.
 * Nothing is saved unless the switch and the new viewer both succeed.
 */

/** Acts as the user named by phone or e-mail and opens their main page; or the refusal. */
export async function actAs(request: Request, username: string): Promise<Response | ApiError> {
  const api = await marketplace(request);
  const switched = await auth.impersonate(api, username);
  if (switched.error) return switched;
  const { session } = api;
  session.set("impersonator", { token: session.get("token")!, refreshToken: session.get("refreshToken")! });
  session.set("token", switched.data.token);
  session.set("refreshToken", switched.data.refresh_token);
  const failed = await syncViewer(api);
  if (failed) return failed;
  return redirect("/", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Back to the service user's own tokens and viewer, on the service page. */
export async function stopActing(request: Request): Promise<Response> {
  const api = await marketplace(request);
  const { session } = api;
  const own = session.get("impersonator");
  if (!own) return redirect("/");
  session.set("token", own.token);
  session.set("refreshToken", own.refreshToken);
  session.unset("impersonator");
  const failed = await syncViewer(api);
  if (failed) return redirectWithToast(request, "/", { type: "error", text: failed.errorText });
  return redirect("/personal/service/", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Whether the signed-in user is being acted as, for the layout's banner. */
export function isActedAs(session: PortalSession): boolean {
  return Boolean(session.get("impersonator"));
}
