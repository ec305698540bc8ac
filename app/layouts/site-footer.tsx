import { Link, useLocation } from "@remix-run/react";
import { useRootData } from "./root-data";

export function SiteFooter() {
  const root = useRootData();
  const lite = root?.lite ?? false;
  const { pathname, search } = useLocation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <span>© Портал поставщика маркетплейса</span>
        <nav aria-label="Дополнительно" className="site-footer__links">
          {root?.menus.footer.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.title}
            </Link>
          ))}
          {/* A plain form: the switch changes what the server sends, so the next page is a full load. */}
          <form method="post" action="/lite/" className="site-footer__lite">
            <input type="hidden" name="redirectTo" value={pathname + search} />
            <button type="submit" name="intent" value={lite ? "lite-off" : "lite-on"} className="link-button">
              {lite ? "Полная версия" : "Лёгкая версия"}
            </button>
          </form>
        </nav>
      </div>
    </footer>
  );
}
