import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/ui/page-heading";
import { requireAccess } from "~/services/access/guards.server";
import { pageMeta } from "~/utils/meta";
import { PARAM, requireParam } from "~/utils/params.server";

/** The order tabs of SPEC.md §4: all, in work, completed, cancelled. */
const TABS = [
  { name: "", title: "Все заказы" },
  { name: "in-work", title: "В работе" },
  { name: "completed", title: "Выполненные" },
  { name: "del", title: "Отменённые" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tab = params.name === undefined ? "" : requireParam(params.name, PARAM.orderTab);
  await requireAccess(request, "orders");
  return json({ title: TABS.find((t) => t.name === tab)!.title });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.title ?? "Заказы");

export default function OrdersPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title="Заказы" />
      <nav aria-label="Заказы по статусу" className="subnav">
        {TABS.map((tab) => (
          <NavLink key={tab.name} to={tab.name ? `/orders/${tab.name}/` : "/orders/"} end>
            {tab.title}
          </NavLink>
        ))}
      </nav>
      <h2 className="visually-hidden">{title}</h2>
    </>
  );
}
