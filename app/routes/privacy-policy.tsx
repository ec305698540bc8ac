import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Политика конфиденциальности";

export const meta = titled(TITLE);
export const loader = guardedLoader("public");

export default function PrivacyPolicyPage() {
  return <PageHeading title={TITLE} />;
}
