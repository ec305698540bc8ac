import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "Уведомления";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

export default function NoticePage() {
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
