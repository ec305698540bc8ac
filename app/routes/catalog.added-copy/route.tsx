import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "Копирование товаров";

export const meta = titled(TITLE);
export const loader = guardedLoader("copyProducts");

export default function CopyProductsPage() {
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
