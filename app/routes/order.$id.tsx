import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/components/PageHeading";
import { useDesktopOnly } from "~/components/useDesktopOnly";
import { requireAccess } from "~/services/guards.server";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAccess(request, "order");
  return json({ id: params.id! });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`Заказ ${data?.id ?? ""}`.trim());

export default function OrderPage() {
  useDesktopOnly();
  const { id } = useLoaderData<typeof loader>();
  return <PageHeading title={`Заказ ${id}`} />;
}
