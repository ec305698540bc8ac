import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { previousPage, requireViewer } from "~/services/access/guards.server";
import { syncViewer } from "~/services/access/sync-viewer.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { commitSession } from "~/services/session/session.server";
import { redirectWithToast } from "~/services/session/toast.server";
import type { Viewer } from "~/services/session/viewer.server";
import { orMissing } from "~/utils/format";

/**
 * The header's company and contract switcher posts here (the session's activeContractorId,
 * activeContractId): the marketplace keeps the choice, the session caches it, the user goes back.
 */
export function loader() {
  return redirect("/");
}

/** The posted `contractorId:contractId`, when it names a contract the viewer may work under. */
function chosenWorkplace(viewer: Viewer, value: FormDataEntryValue | null) {
  const [contractorId, contractId] = String(value ?? "")
    .split(":")
    .map(Number);
  const workplace = viewer.workplaces.find((candidate) => candidate.contractorId === contractorId);
  const offered = workplace?.contracts.some((contract) => contract.id === contractId);
  return offered ? { activeContractorId: contractorId, activeContractId: contractId } : null;
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "signedIn");
  const form = await readForm(request);
  readIntent(form, ["switch"]);
  const choice = chosenWorkplace(viewer, form.get("workplace"));
  if (!choice) {
    return redirectWithToast(request, previousPage(request), {
      type: "error",
      text: "Такого договора нет среди ваших. Выберите договор из списка.",
    });
  }
  const api = await marketplace(request);
  const failed = await syncViewer(api, choice);
  api.session.flash(
    "toast",
    failed
      ? { type: "error", text: failed.errorText }
      : { type: "success", text: `Вы работаете по договору № ${orMissing(api.session.get("activeContractNumber"))}` },
  );
  return redirect(previousPage(request), { headers: { "Set-Cookie": await commitSession(request, api.session) } });
}

/**
 * Never rendered: the loader and the action answer with redirects. A component makes this a page
 * route, so a refused post gets its Russian page inside the layout instead of a bare answer.
 */
export default function WorkplaceAction() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
