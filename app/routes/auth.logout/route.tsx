import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { endSession } from "~/features/auth/login.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";

/** Logout is a POST (a link could be followed by a prefetch or a crawler); a GET just goes home. */
export function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  readIntent(await readForm(request), ["logout"]);
  return endSession(request);
}

/**
 * Never rendered: the loader and the action answer with redirects. A component makes this a page
 * route, so a refused post gets its Russian page inside the layout instead of a bare answer.
 */
export default function LogoutAction() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
