import { PageHeading } from "~/components/PageHeading";
import { useDesktopOnly } from "~/components/useDesktopOnly";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Загрузка товаров";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalogDesktop");

export default function CatalogLoadingPage() {
  useDesktopOnly();
  return <PageHeading title={TITLE} />;
}
