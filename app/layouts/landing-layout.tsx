import { Link, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "./logo";
import { SiteFooter } from "./site-footer";

/** The visitors' chrome: the way in and the way to register, nothing else to distract. */
export function LandingLayout({ children }: { children: ReactNode }) {
  // A deep link that sent the visitor here comes along to the login, so it survives signing in.
  const redirectTo = useSearchParams()[0].get("redirectTo");
  const loginHref = redirectTo ? `/auth/?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/";
  return (
    <div className="page page--landing">
      <header className="site-header">
        <div className="container site-header__inner">
          <Logo />
          <div className="site-header__actions">
            <Link to={loginHref} className="button button--ghost">
              Войти
            </Link>
            <Link to="/registry/" className="button button--primary">
              Стать поставщиком
            </Link>
          </div>
        </div>
      </header>
      <main className="page__main" id="main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
