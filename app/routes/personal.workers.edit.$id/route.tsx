import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "Редактирование сотрудника";

export const meta = titled(TITLE);
export const loader = guardedLoader("workers");

export default function WorkerEditPage() {
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
