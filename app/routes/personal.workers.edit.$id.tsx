import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Редактирование сотрудника";

export const meta = titled(TITLE);
export const loader = guardedLoader("workers");

export default function WorkerEditPage() {
  return <PageHeading title={TITLE} />;
}
