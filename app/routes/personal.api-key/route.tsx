import { PageHeading } from "~/ui/page-heading";
import { DesktopOnly } from "~/ui/desktop-only";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "API-ключ";

export const meta = titled(TITLE);
export const loader = guardedLoader("apiKey");

export default function ApiKeyPage() {
  return (
    <DesktopOnly>
      <PageHeading title={TITLE} />
    </DesktopOnly>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
