import type { ReactNode } from "react";
import { NARROW_SCREEN } from "~/utils/errors";

/**
 * A page not offered on phones (the guard table's mobile rule). The server explains itself to a phone it recognises
 * (app/services/access/guards.server.ts); a narrow window, or a phone that hides what it is, gets
 * the same explanation from CSS alone, so it needs no script and never navigates away.
 */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return (
    <>
      <section className="narrow-screen-notice">
        <h1>{NARROW_SCREEN.title}</h1>
        <p>{NARROW_SCREEN.message}</p>
      </section>
      <div className="desktop-only">{children}</div>
    </>
  );
}
