import { PageHeading } from "~/ui/page-heading";
import { useDesktopOnly } from "~/ui/use-desktop-only";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/services/access/guarded-loader.server";

const TITLE = "Ценовой карантин";

export const meta = titled(TITLE);
export const loader = guardedLoader("priceQuarantine");

export default function PriceQuarantinePage() {
  useDesktopOnly();
  return <PageHeading title={TITLE} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
