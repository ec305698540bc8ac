import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { PROMO_HOME } from "~/features/promotions/stocks.server";
import { requireAccess } from "~/services/access/guards.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "signedIn");
  return redirect(PROMO_HOME);
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
