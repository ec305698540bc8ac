import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Логистика";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

export default function LogisticPage() {
  return <PageHeading title={TITLE} />;
}
