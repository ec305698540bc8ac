import { parse, type SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import type { LocalDraft } from "./local-draft";

/**
 * Where a conform form starts: from the page's defaults and the server's answer, or, once a local
 * draft was restored, from the draft (drawn again: use `key` as the form's key). An answer that came
 * before the restore shows older values and is left out; one that came since, for a send of the
 * restored form, is shown. Kept apart from ./local-draft.tsx, so the product editor, which is no
 * conform form, does not load conform.
 */
export function useFormStart<Defaults, Reply extends SubmissionResult<string[]> | null | undefined>(
  draft: LocalDraft,
  defaults: Defaults,
  lastResult: Reply,
): { key: number; defaults: Defaults; lastResult: Reply | undefined } {
  const restored = draft.restored;
  const data = restored?.data;
  // conform reads the posted shape of a form as its defaults.
  const restoredDefaults = useMemo(() => data && (parse(data, { resolve: () => ({}) }).payload as Defaults), [data]);
  if (!restored || !restoredDefaults) return { key: 0, defaults, lastResult };
  return { key: restored.version, defaults: restoredDefaults, lastResult: restored.answered ? lastResult : undefined };
}
