import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/ui/page-heading";
import { requireAccess } from "~/services/access/guards.server";
import { pageMeta } from "~/utils/meta";
import { requireParam } from "~/utils/params.server";
import { TabNav } from "~/ui/tab-nav";

/** The order tabs of SPEC.md §4: all, in work, completed, cancelled. */
const TABS = [
  { name: "", title: "Все заказы" },
  { name: "in-work", title: "В работе" },
  { name: "completed", title: "Выполненные" },
  { name: "del", title: "Отменённые" },
];

/** The tabs the URL may name (SPEC §2: in-work, completed, del); "" is all orders. */
const TAB_NAMES = TABS.map((tab) => tab.name).filter(Boolean);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tab = params.name === undefined ? "" : requireParam(params.name, TAB_NAMES);
  await requireAccess(request, "orders");
  return json({ title: TABS.find((t) => t.name === tab)!.title });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => pageMeta(data?.title ?? "Заказы", error);

export default function OrdersPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title="Заказы" />
      <TabNav
        label="Заказы по статусу"
        tabs={TABS.map((tab) => ({ to: tab.name ? `/orders/${tab.name}/` : "/orders/", title: tab.title }))}
      />
      <h2 className="visually-hidden">{title}</h2>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
