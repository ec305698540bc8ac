import { PageHeading } from "~/components/PageHeading";
import type { RouteHandle } from "~/utils/layout";
import { titled } from "~/utils/meta";
import { guardedLoader } from "~/utils/page.server";

export const meta = titled("Регистрация");
export const handle: RouteHandle = { layout: "auth", wide: true };
export const loader = guardedLoader("guest");

export default function RegistryPage() {
  return <PageHeading title="Регистрация" />;
}
