import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "База знаний";

export const meta = titled(TITLE);
export const loader = guardedLoader("public");

export default function InfoBasePage() {
  return <PageHeading title={TITLE} />;
}
