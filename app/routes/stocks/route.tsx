import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { PROMO_HOME } from "~/features/promotions/stocks.server";
import { TabNav } from "~/ui/tab-nav";

// The stock layout: the promotions' own navigation above every promotions page (each page guards itself).
export function loader() {
  return json({ promoHome: PROMO_HOME });
}

const SHOWCASES = [
  { siteId: "b2c", title: "Для частных покупателей (b2c)" },
  { siteId: "b2b", title: "Для бизнеса (b2b)" },
];

export default function StockLayout() {
  const { promoHome } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // The showcase tabs lead to the same list on the other showcase: the marketplace's or the supplier's own.
  const listOf = (siteId: string) =>
    pathname.startsWith("/stocks/seller/") ? `/stocks/seller/${siteId}/` : promoHome.replace(/b2c\/$/, `${siteId}/`);
  return (
    <div className="stock-layout">
      <nav aria-label="Акции" className="subnav">
        <NavLink to={promoHome}>Акции маркетплейса</NavLink>
        <NavLink to="/stocks/seller/b2c/">Мои акции</NavLink>
      </nav>
      <TabNav label="Витрина" tabs={SHOWCASES.map(({ siteId, title }) => ({ to: listOf(siteId), title }))} />
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
