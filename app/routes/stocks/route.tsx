import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { PROMO_HOME, promotionsPath } from "~/features/promotions/stocks.server";
import { offeredLinks, type GuardedLink } from "~/services/access/guards.server";
import { config } from "~/services/config.server";
import { getViewer } from "~/services/session/viewer.server";
import { TabNav } from "~/ui/tab-nav";

const SOURCES: GuardedLink[] = [
  {
    to: promotionsPath("marketplace", "b2c"),
    title: "Акции маркетплейса",
    rule: "promotions",
    params: { product: config.promoProduct.slug, siteId: "b2c" },
  },
  { to: promotionsPath("seller", "b2c"), title: "Мои акции", rule: "promotions", params: { siteId: "b2c" } },
];

// The stock layout: the promotions' own navigation above every promotions page (each page guards itself).
export async function loader({ request }: LoaderFunctionArgs) {
  return json({ promoHome: PROMO_HOME, sources: offeredLinks(await getViewer(request), request, SOURCES) });
}

/**
 * The one navigation not cut to what the guard table lets through: the b2b tab is the closed
 * showcase's only announcement, and following it keeps the page with the reason (decisions 020, 053).
 */
const SHOWCASES = [
  { siteId: "b2c", title: "Для частных покупателей (b2c)" },
  { siteId: "b2b", title: "Для бизнеса (b2b)" },
];

export default function StockLayout() {
  const { promoHome, sources } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // The showcase tabs lead to the same list on the other showcase: the marketplace's or the supplier's own.
  const listOf = (siteId: string) =>
    pathname.startsWith("/stocks/seller/") ? `/stocks/seller/${siteId}/` : promoHome.replace(/b2c\/$/, `${siteId}/`);
  return (
    <div className="stock-layout">
      <nav aria-label="Акции" className="subnav">
        {sources.map((source) => (
          <NavLink key={source.to} to={source.to}>
            {source.title}
          </NavLink>
        ))}
      </nav>
      <TabNav label="Витрина" tabs={SHOWCASES.map(({ siteId, title }) => ({ to: listOf(siteId), title }))} />
      <Outlet />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
