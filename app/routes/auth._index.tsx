import { PageHeading } from "~/components/PageHeading";
import type { RouteHandle } from "~/utils/layout";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

export const meta = titled("Вход");
export const handle: RouteHandle = { layout: "auth" };
export const loader = guardedLoader("guest");

export default function LoginPage() {
  return <PageHeading title="Вход в портал поставщика" />;
}
