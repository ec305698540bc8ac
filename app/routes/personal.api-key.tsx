import { PageHeading } from "~/components/PageHeading";
import { useDesktopOnly } from "~/components/useDesktopOnly";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "API-ключ";

export const meta = titled(TITLE);
export const loader = guardedLoader("apiKey");

export default function ApiKeyPage() {
  useDesktopOnly();
  return <PageHeading title={TITLE} />;
}
