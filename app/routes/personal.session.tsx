import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { previousPage, requireViewer } from "~/services/guards.server";
import { marketplace } from "~/services/marketplace.server";
import { commitSession } from "~/services/session.server";
import { users } from "~/services/users.server";
import { syncViewer } from "~/services/viewer.server";

/**
 * The header's company and contract switcher posts here (SPEC.md §3: activeContractorId,
 * activeContractId): the marketplace keeps the choice, the session caches it, the user goes back.
 */
export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "signedIn");
  const [contractorId, contractId] = String((await request.formData()).get("workplace") ?? "")
    .split(":")
    .map(Number);
  const api = await marketplace(request);
  const chosen = await users.setActive(api, viewer.id, { activeContractorId: contractorId, activeContractId: contractId });
  const failed = chosen.error ? chosen : await syncViewer(api);
  api.session.flash(
    "toast",
    failed
      ? { type: "error", text: failed.errorText }
      : { type: "success", text: `Вы работаете по договору № ${api.session.get("activeContractNumber")}` },
  );
  return redirect(previousPage(request), { headers: { "Set-Cookie": await commitSession(request, api.session) } });
}
