import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import type { FormConstraint } from "~/form/use-generic-form";
import type { Toast } from "~/ui/toasts";
import type { LayoutViewer } from "./default-layout";

/**
 * What the root loader gives every page: who is looking, the one-time toast, a form refused after a
 * redirect, and the feedback form's constraint while its modal is open. The root loader is typed
 * against this, so the layouts and features read it without importing root.tsx.
 */
export type RootData = {
  viewer: LayoutViewer;
  toast: Omit<Toast, "id"> | null;
  formReply: { formId: string; reply: SubmissionResult<string[]> } | null;
  feedbackConstraint: FormConstraint | null;
  /** The lite version: no client JavaScript, the smallest pictures (app/services/lite-mode.server.ts). */
  lite: boolean;
};

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root") as RootData | undefined;
}
