import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireAccess } from "~/services/access/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "signedIn");
  return redirect("/personal/settings/");
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
