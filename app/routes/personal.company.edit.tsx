import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Редактирование данных компании";

export const meta = titled(TITLE);
export const loader = guardedLoader("companyEdit");

export default function CompanyEditPage() {
  return <PageHeading title={TITLE} />;
}
