import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Уведомления";

export const meta = titled(TITLE);
export const loader = guardedLoader("signedIn");

export default function NoticePage() {
  return <PageHeading title={TITLE} />;
}
