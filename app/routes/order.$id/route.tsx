import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/ui/page-heading";
import { useDesktopOnly } from "~/ui/use-desktop-only";
import { requireAccess } from "~/services/access/guards.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAccess(request, "order");
  return json({ id: params.id! });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => pageMeta(`Заказ ${data?.id ?? ""}`.trim(), error);

export default function OrderPage() {
  useDesktopOnly();
  const { id } = useLoaderData<typeof loader>();
  return <PageHeading title={`Заказ ${id}`} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
