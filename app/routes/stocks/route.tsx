import { json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { PROMO_HOME } from "~/features/promotions/stocks.server";

// The stock layout: the promotions' own navigation above every promotions page (each page guards itself).
export function loader() {
  return json({ promoHome: PROMO_HOME });
}

export default function StockLayout() {
  const { promoHome } = useLoaderData<typeof loader>();
  return (
    <div className="stock-layout">
      <nav aria-label="Акции" className="subnav">
        <NavLink to={promoHome}>Акции маркетплейса</NavLink>
        <NavLink to="/stocks/seller/b2c/">Мои акции</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
