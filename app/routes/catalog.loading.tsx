import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Загрузка товаров";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalogDesktop");

export default function CatalogLoadingPage() {
  return <PageHeading title={TITLE} />;
}
