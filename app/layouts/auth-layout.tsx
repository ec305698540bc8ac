import type { ReactNode } from "react";
import { Logo } from "./logo";
import { SiteFooter } from "./site-footer";

/** Login and registration: one centred card; the registration page may ask for a wide one. */
export function AuthLayout({ wide, children }: { wide: boolean; children: ReactNode }) {
  return (
    <div className="page page--auth">
      <header className="auth-header">
        <Logo />
      </header>
      <main className="page__main" id="main">
        <div className={wide ? "auth-card auth-card--wide" : "auth-card"}>{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
