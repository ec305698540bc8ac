import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { catalogAction } from "~/features/catalog/catalog-actions.server";
import { loadCatalogView } from "~/features/catalog/catalog-list.server";
import { CatalogPage } from "~/features/catalog/catalog-page";
import { titled } from "~/utils/meta";

export const meta = titled("Требуют доработки");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCatalogView(request, context, "moderation");
export const action = ({ request }: ActionFunctionArgs) => catalogAction(request, "moderation");

export default function CatalogModerationPage() {
  return <CatalogPage />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
