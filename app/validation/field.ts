import { z } from "zod";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";

interface TextOptions {
  /** Passwords keep their spaces; everything else is trimmed. */
  trim?: boolean;
  emptyMessage?: string;
}

/**
 * A required text field. conform posts an empty field as `undefined`, which zod reports as a
 * type issue, so the error map turns "missing" into the required message. The emptiness check is
 * a plain refinement (not `abort`), because an aborted field would stop the object-level checks
 * and the form could no longer return every message at once.
 */
export function text({ trim = true, emptyMessage = REQUIRED_MESSAGE }: TextOptions = {}) {
  const value = z.string({
    error: (issue) => (issue.input === undefined ? emptyMessage : DEFAULT_MESSAGE),
  });
  return (trim ? value.trim() : value).refine((v) => v !== "", emptyMessage);
}

interface RuleOptions extends TextOptions {
  check: (value: string) => boolean;
  message: string;
}

/** A required text field checked by a rule; an empty value reports only the empty message. */
export function ruleField({ check, message, ...textOptions }: RuleOptions) {
  return text(textOptions).refine((value) => value === "" || check(value), message);
}

/**
 * A checkbox: ticked when posted as "on", as a browser posts it (conform reads it as true), unticked
 * when absent. Any other value, which only a forged post sends, gets the form's message at the box.
 */
export const checkboxSchema = /* @__PURE__ */ z.boolean({ error: DEFAULT_MESSAGE }).default(false);
