import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";
import { DIGITS } from "~/utils/params.server";

const TITLE = "Редактирование товара";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalog", { draftId: DIGITS });

export default function ProductEditPage() {
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
