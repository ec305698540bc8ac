import { PageHeading } from "~/components/PageHeading";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Копирование товаров";

export const meta = titled(TITLE);
export const loader = guardedLoader("copyProducts");

export default function CopyProductsPage() {
  return <PageHeading title={TITLE} />;
}
