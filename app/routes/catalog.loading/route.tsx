import { PageHeading } from "~/ui/page-heading";
import { useDesktopOnly } from "~/ui/use-desktop-only";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "Загрузка товаров";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalogDesktop");

export default function CatalogLoadingPage() {
  useDesktopOnly();
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
