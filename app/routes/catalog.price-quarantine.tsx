import { PageHeading } from "~/components/PageHeading";
import { useDesktopOnly } from "~/components/useDesktopOnly";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Ценовой карантин";

export const meta = titled(TITLE);
export const loader = guardedLoader("priceQuarantine");

export default function PriceQuarantinePage() {
  useDesktopOnly();
  return <PageHeading title={TITLE} />;
}
