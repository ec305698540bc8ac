import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Logo } from "./Logo";
import { SiteFooter } from "./SiteFooter";

/** The visitors' chrome: the way in and the way to register, nothing else to distract. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="page page--landing">
      <header className="site-header">
        <div className="container site-header__inner">
          <Logo />
          <div className="site-header__actions">
            <Link to="/auth/" className="button button--ghost">
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
