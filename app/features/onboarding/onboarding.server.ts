import { redirect } from "@remix-run/node";
import { syncViewer, type Choice } from "~/services/access/sync-viewer.server";
import type { Marketplace } from "~/services/marketplace/client.server";
import { commitSession } from "~/services/session/session.server";
import { noteToast, type ToastMessage } from "~/services/session/toast.server";

/**
 * After a step that made the user's company or contract: it becomes the active choice, stored with
 * the marketplace and cached in the session (so the dashboard moves on without an upstream call of
 * its own), then the user goes on with a one-time message. A failed re-read does not undo the step:
 * the session is refreshed again at the next login.
 */
export async function redirectAfterOnboardingStep(
  api: Marketplace,
  request: Request,
  to: string,
  made: Choice,
  toast: ToastMessage,
) {
  const failed = await syncViewer(api, made);
  if (failed) console.error(`[onboarding] the active choice after the step: ${failed.status} ${failed.errorText}`);
  noteToast(request, api.session, toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, api.session) } });
}
