import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** A calendar date as posted by <input type="date">: YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects 2025-02-30, which Date would roll over into March.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const dateSchema = /* @__PURE__ */ ruleField({ check: isIsoDate, message: DEFAULT_MESSAGE });
