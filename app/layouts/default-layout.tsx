import { Form, Link, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import { HelpLink } from "./help-link";
import { Logo } from "./logo";
import type { LayoutViewer, MenuLink } from "./root-data";
import { SiteFooter } from "./site-footer";
import { WorkplaceSwitcher } from "./workplace-switcher";

/** `actedAs`: a service user is acting as this user (impersonation); `switcher`: their workplaces, when several. */
/**
 * Header with the sections of the portal the viewer may open (`sections`, from the guard table),
 * the page, and the footer. `overlay` (the help modal) is shown to signed-in users over any page,
 * `notice` (the count of new orders) in their header.
 * `viewer` is undefined when nobody could tell who is looking (the root loader failed: the session
 * store is away): the header then offers neither the user's actions, nor «Войти», nor sections,
 * which would not work either.
 */
export function DefaultLayout({
  viewer,
  sections,
  overlay,
  notice,
  children,
}: {
  viewer: LayoutViewer | undefined;
  sections: MenuLink[];
  overlay?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page">
      {viewer?.actedAs && <ActingAsBanner name={viewer.name} />}
      <header className="site-header">
        <div className="container site-header__inner">
          <Logo />
          {viewer ? (
            <div className="site-header__actions">
              {notice}
              <HelpLink />
              {viewer.switcher && <WorkplaceSwitcher {...viewer.switcher} />}
              <Link to="/personal/settings/" className="site-header__user">
                {viewer.name}
              </Link>
              <Form method="post" action="/auth/logout/">
                <button type="submit" name="intent" value="logout" className="button button--ghost">
                  Выйти
                </button>
              </Form>
            </div>
          ) : (
            viewer === null && (
              <Link to="/auth/" className="button button--ghost">
                Войти
              </Link>
            )
          )}
        </div>
        {sections.length > 0 && (
          <nav aria-label="Разделы" className="main-nav">
            <div className="container main-nav__list">
              {sections.map((section) => (
                <NavLink key={section.to} to={section.to} prefetch="intent" className="main-nav__link">
                  {section.title}
                </NavLink>
              ))}
            </div>
          </nav>
        )}
      </header>
      <main className="page__main container" id="main">
        {children}
      </main>
      <SiteFooter />
      {viewer && overlay}
    </div>
  );
}

/** While a service user acts as someone else, every page says so and offers the way back. */
function ActingAsBanner({ name }: { name: string }) {
  return (
    <div className="acting-as" role="status">
      <div className="container acting-as__inner">
        <span>Вы вошли как {name}</span>
        <Form method="post" action="/personal/service/">
          <button type="submit" name="intent" value="return" className="button button--ghost">
            Вернуться
          </button>
        </Form>
      </div>
    </div>
  );
}
