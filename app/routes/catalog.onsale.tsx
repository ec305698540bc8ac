import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Товары в продаже";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalog");

export default function CatalogOnSalePage() {
  return <PageHeading title={TITLE} />;
}
