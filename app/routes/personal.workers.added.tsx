import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Новый сотрудник";

export const meta = titled(TITLE);
export const loader = guardedLoader("workers");

export default function WorkerAddPage() {
  return <PageHeading title={TITLE} />;
}
