import { PageHeading } from "~/components/PageHeading";
import type { RouteHandle } from "~/utils/layout";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

const TITLE = "Подтверждение регистрации";

export const meta = titled(TITLE);
export const handle: RouteHandle = { layout: "auth" };
export const loader = guardedLoader("guest");

export default function RegistryConfirmPage() {
  return <PageHeading title={TITLE} />;
}
