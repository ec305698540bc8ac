import { NavLink } from "@remix-run/react";

export type Tab = { to: string; title: string; count?: number };

/**
 * The one tab navigation of the portal (catalog, orders, documents, promotions): links, so tabs are
 * URL state that works without JavaScript, with back/forward and deep links; the current one is
 * marked for screen readers by NavLink's aria-current.
 */
export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="subnav">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end prefetch="intent">
          {tab.title}
          {tab.count !== undefined && <span className="subnav__count">{tab.count}</span>}
        </NavLink>
      ))}
    </nav>
  );
}
