import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogAction } from "~/features/catalog/catalog-actions.server";
import { loadCatalogView } from "~/features/catalog/catalog-list.server";
import { CatalogPage } from "~/features/catalog/catalog-page";
import { DesktopOnly } from "~/ui/desktop-only";
import { titled } from "~/utils/meta";

export const meta = titled("Ценовой карантин");

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadCatalogView(request, context, "priceQuarantine");
export const action = ({ request }: ActionFunctionArgs) => catalogAction(request, "priceQuarantine");

export default function CatalogPriceQuarantinePage() {
  return (
    <DesktopOnly>
      <CatalogPage />
    </DesktopOnly>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
