import { PageHeading } from "~/components/PageHeading";
import type { RouteHandle } from "~/utils/layout";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Восстановление пароля";

export const meta = titled(TITLE);
export const handle: RouteHandle = { layout: "auth" };
export const loader = guardedLoader("guest");

export default function RemindPage() {
  return <PageHeading title={TITLE} />;
}
