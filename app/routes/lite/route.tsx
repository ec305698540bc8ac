import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { requireAccess } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { chooseLite } from "~/services/lite-mode.server";
import { safeRedirect } from "~/utils/safe-redirect";

/** POST /lite/ from the footer's switch: the lite version on or off, back to the page it was on. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAccess(request, "public");
  const form = await readForm(request);
  const intent = readIntent(form, ["lite-on", "lite-off"]);
  return redirect(safeRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": await chooseLite(intent === "lite-on") },
  });
}

/** A GET (a bookmark, a crawler) has nothing to show here: back to main. */
export const loader = () => redirect("/");

/**
 * Never rendered: the loader and the action answer with redirects. A component makes this a page
 * route, so a refused post gets its Russian page inside the layout instead of a bare answer.
 */
export default function LiteSwitch() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
