import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import type { ComponentProps } from "react";
import type { KeptFormReply } from "~/form/kept-form";
import type { FormConstraint } from "~/form/use-generic-form";
import type { Toast } from "~/ui/toasts";
import type { WorkplaceSwitcher } from "./workplace-switcher";

/** A link a menu offers; the root loader keeps only those the viewer may open (docs/decisions/053). */
export type MenuLink = { to: string; title: string };

/** The menus of the layouts: the header's sections and the footer's links. */
export type SiteMenus = { main: MenuLink[]; footer: MenuLink[] };

/** Who the layout's header shows: their name, whether staff acts as them, their contracts to switch. */
export type LayoutViewer = {
  name: string;
  actedAs: boolean;
  switcher: ComponentProps<typeof WorkplaceSwitcher> | null;
} | null;

/**
 * What the root loader gives every page: who is looking, the menus they may follow, the one-time
 * toast, a form refused after a redirect, and the feedback form's constraint while its modal is
 * open. The root loader is typed against this, so the layouts and features read it without
 * importing root.tsx.
 */
export type RootData = {
  viewer: LayoutViewer;
  menus: SiteMenus;
  toast: Omit<Toast, "id"> | null;
  formReply: { formId: string; reply: SubmissionResult<string[]> } | null;
  feedbackConstraint: FormConstraint | null;
  /** The lite version: no client JavaScript, the smallest pictures (app/services/lite-mode.server.ts). */
  lite: boolean;
  /** The seed of the page's one-time form keys (app/form/form-key-field.tsx). */
  formSeed: string;
  /** A form posted after the session ended, back for its user on its page (app/form/kept-form.tsx). */
  keptForm: KeptFormReply | null;
  /**
   * The header's count of orders that came in since the user last opened the list (docs/decisions/102);
   * null for a user whose role may not see orders, or without a contract. `userId` keys the
   * browser's remembered choice of notifications.
   */
  newOrders: { count: number; userId: number } | null;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root") as RootData | undefined;
}
