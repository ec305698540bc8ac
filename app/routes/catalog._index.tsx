import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Все товары";

export const meta = titled(TITLE);
export const loader = guardedLoader("catalog");

export default function CatalogPage() {
  return <PageHeading title={TITLE} />;
}
