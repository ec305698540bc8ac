import { useMatches } from "@remix-run/react";
import type { ReactNode } from "react";
import { Toasts } from "~/ui/toasts";
import { AuthLayout } from "./auth-layout";
import { DefaultLayout } from "./default-layout";
import { LandingLayout } from "./landing-layout";
import { pickLayout } from "./layout";
import { useFocusOnPageChange } from "./page-focus";
import { type LayoutViewer, useRootData, type MenuLink } from "./root-data";
import { SkipLink } from "./skip-link";

/**
 * Wraps a page in the layout its route asks for (auth-and-registry, default, landing);
 * `overlay` goes over the pages of the default layout, `notice` into its header. Every page starts
 * with a link past its header, and a client navigation takes the focus to the new page's heading.
 */
export function PageChrome({
  overlay,
  notice,
  children,
}: {
  overlay?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const root = useRootData();
  const { layout, wide } = pickLayout(useMatches());
  const toast = root?.toast;
  useFocusOnPageChange();
  return (
    <>
      <SkipLink />
      {toast && <Toasts toasts={[{ id: `${toast.type}:${toast.text}`, ...toast }]} />}
      <Chrome
        layout={layout}
        wide={wide}
        viewer={root ? root.viewer : undefined}
        sections={root?.menus.main ?? []}
        overlay={overlay}
        notice={notice}
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
  notice?: ReactNode;
  children: ReactNode;
};

function Chrome({ layout, wide, viewer, sections, overlay, notice, children }: ChromeProps) {
  switch (layout) {
    case "auth":
      return <AuthLayout wide={wide}>{children}</AuthLayout>;
    case "landing":
      return <LandingLayout>{children}</LandingLayout>;
    default:
      return (
        <DefaultLayout viewer={viewer} sections={sections} overlay={overlay} notice={notice}>
          {children}
        </DefaultLayout>
      );
  }
}
