import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Данные компании";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

export default function CompanyPage() {
  return <PageHeading title={TITLE} />;
}
