import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Договор-оферта";

export const meta = titled(TITLE);
export const loader = guardedLoader("contractAdd");

export default function OfferPage() {
  return <PageHeading title={TITLE} />;
}
