import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogAction } from "~/features/catalog/catalog-actions.server";
import { loadCatalogView } from "~/features/catalog/catalog-list.server";
import { CatalogPage } from "~/features/catalog/catalog-page";
import { titled } from "~/utils/meta";

export const meta = titled("Готовы к продаже");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCatalogView(request, context, "ready");
export const action = ({ request }: ActionFunctionArgs) => catalogAction(request, "ready");

export default function CatalogReadyPage() {
  return <CatalogPage />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
