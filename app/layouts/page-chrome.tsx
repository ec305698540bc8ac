import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Toasts } from "~/ui/toasts";
import type { loader as rootLoader } from "~/root";
import { pickLayout } from "./layout";
import { AuthLayout } from "./auth-layout";
import { DefaultLayout, type LayoutViewer } from "./default-layout";
import { LandingLayout } from "./landing-layout";

/** Wraps a page in the layout its route asks for (SPEC.md §2: auth-and-registry, default, landing). */
export function PageChrome({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { layout, wide } = pickLayout(useMatches());
  const toast = root?.toast;
  return (
    <>
      {toast && <Toasts toasts={[{ id: `${toast.type}:${toast.text}`, ...toast }]} />}
      <Chrome layout={layout} wide={wide} viewer={root?.viewer ?? null}>
        {children}
      </Chrome>
    </>
  );
}

function Chrome({ layout, wide, viewer, children }: ReturnType<typeof pickLayout> & { viewer: LayoutViewer; children: ReactNode }) {
  switch (layout) {
    case "auth":
      return <AuthLayout wide={wide}>{children}</AuthLayout>;
    case "landing":
      return <LandingLayout>{children}</LandingLayout>;
    default:
      return <DefaultLayout viewer={viewer}>{children}</DefaultLayout>;
  }
}
