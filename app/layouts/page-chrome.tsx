import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { Toasts } from "~/ui/toasts";
import { AuthLayout } from "./auth-layout";
import { DefaultLayout } from "./default-layout";
import { LandingLayout } from "./landing-layout";
import { pickLayout } from "./layout";
import { type LayoutViewer, useRootData, type MenuLink } from "./root-data";

/**
 * Wraps a page in the layout its route asks for (auth-and-registry, default, landing);
 * `overlay` goes over the pages of the default layout.
 */
export function PageChrome({ overlay, children }: { overlay?: ReactNode; children: ReactNode }) {
  const root = useRootData();
  const { layout, wide } = pickLayout(useMatches());
  const toast = root?.toast;
  return (
    <>
      {toast && <Toasts toasts={[{ id: `${toast.type}:${toast.text}`, ...toast }]} />}
      <Chrome
        layout={layout}
        wide={wide}
        viewer={root ? root.viewer : undefined}
        sections={root?.menus.main ?? []}
        overlay={overlay}
      >
        {children}
      </Chrome>
    </>
  );
}

type ChromeProps = ReturnType<typeof pickLayout> & {
  viewer: LayoutViewer | undefined;
  sections: MenuLink[];
  overlay?: ReactNode;
  children: ReactNode;
};

function Chrome({ layout, wide, viewer, sections, overlay, children }: ChromeProps) {
  switch (layout) {
    case "auth":
      return <AuthLayout wide={wide}>{children}</AuthLayout>;
    case "landing":
      return <LandingLayout>{children}</LandingLayout>;
    default:
      return (
        <DefaultLayout viewer={viewer} sections={sections} overlay={overlay}>
          {children}
        </DefaultLayout>
      );
  }
}
