import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Оформление договора";

export const meta = titled(TITLE);
export const loader = guardedLoader("contractAdd");

export default function ContractAddPage() {
  return <PageHeading title={TITLE} />;
}
