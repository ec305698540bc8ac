import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCatalogView } from "~/features/catalog/catalog-list.server";
import { CatalogPage } from "~/features/catalog/catalog-page";
import { DesktopOnly } from "~/ui/desktop-only";
import { titled } from "~/utils/meta";

export const meta = titled("Загрузка товаров");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadCatalogView(request, context, "loading");

export default function CatalogLoadingPage() {
  return (
    <DesktopOnly>
      <CatalogPage />
    </DesktopOnly>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
