import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Документы компании";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

export default function PersonalDocumentsPage() {
  return <PageHeading title={TITLE} />;
}
