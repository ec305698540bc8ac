import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "Товары в продаже";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalog");

export default function CatalogOnSalePage() {
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
