import { redirect } from "@remix-run/node";
import type { Marketplace } from "~/services/marketplace/client.server";
import { commitSession } from "~/services/session/session.server";
import type { ToastMessage } from "~/services/session/toast.server";
import { syncViewer } from "~/services/session/viewer.server";

/**
 * After a step that changes the user's company or contract: the session re-reads the active choice
 * from the marketplace (so the dashboard moves on without an upstream call of its own), then the
 * user goes on with a one-time message. A failed re-read does not undo the step: the session is
 * refreshed again at the next login.
 */
export async function redirectAfterOnboardingStep(api: Marketplace, request: Request, to: string, toast: ToastMessage) {
  const failed = await syncViewer(api);
  if (failed) console.error(`[onboarding] users/me after the step: ${failed.status} ${failed.errorText}`);
  api.session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(request, api.session) } });
}
