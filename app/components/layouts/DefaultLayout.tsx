import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "./Logo";
import { SiteFooter } from "./SiteFooter";

export type LayoutViewer = { name: string } | null;

const SECTIONS = [
  { to: "/catalog/", title: "Каталог" },
  { to: "/orders/", title: "Заказы" },
  { to: "/stocks/", title: "Акции" },
  { to: "/documents/", title: "Документы" },
  { to: "/info-base/", title: "База знаний" },
  { to: "/personal/", title: "Личный кабинет" },
];

/** Header with the sections of the portal, the page, and the footer. */
export function DefaultLayout({ viewer, children }: { viewer: LayoutViewer; children: ReactNode }) {
  return (
    <div className="page">
      <header className="site-header">
        <div className="container site-header__inner">
          <Logo />
          {viewer ? (
            <div className="site-header__actions">
              <Link to="/personal/settings/" className="site-header__user">
                {viewer.name}
              </Link>
              <Form method="post" action="/auth/logout/">
                <button type="submit" className="button button--ghost">
                  Выйти
                </button>
              </Form>
            </div>
          ) : (
            <Link to="/auth/" className="button button--ghost">
              Войти
            </Link>
          )}
        </div>
        <nav aria-label="Разделы" className="main-nav">
          <div className="container main-nav__list">
            {SECTIONS.map((section) => (
              <NavLink key={section.to} to={section.to} prefetch="intent" className="main-nav__link">
                {section.title}
              </NavLink>
            ))}
          </div>
        </nav>
      </header>
      <main className="page__main container" id="main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
