import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Требуют доработки";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalog");

export default function CatalogModerationPage() {
  return <PageHeading title={TITLE} />;
}
