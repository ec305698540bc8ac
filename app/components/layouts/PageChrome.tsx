import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loader as rootLoader } from "~/root";
import { pickLayout } from "~/utils/layout";
import { AuthLayout } from "./AuthLayout";
import { DefaultLayout } from "./DefaultLayout";
import { LandingLayout } from "./LandingLayout";

/** Wraps a page in the layout its route asks for (SPEC.md §2: auth-and-registry, default, landing). */
export function PageChrome({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { layout, wide } = pickLayout(useMatches());
  switch (layout) {
    case "auth":
      return <AuthLayout wide={wide}>{children}</AuthLayout>;
    case "landing":
      return <LandingLayout>{children}</LandingLayout>;
    default:
      return <DefaultLayout viewer={root?.viewer ?? null}>{children}</DefaultLayout>;
  }
}
