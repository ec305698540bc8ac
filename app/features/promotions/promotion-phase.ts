import type { Promotion } from "~/services/marketplace/promotions.server";
import { parseDate } from "~/utils/format";

/** Whether a promotion runs now, is still to come or is over. */
export type PromotionPhase = "current" | "future" | "past";

/**
 * The phase from the promotion's own dates (startAt, finishAt), at `now`; null (unknown) when the
 * dates that would tell are missing or not dates. A start still to come is enough to call it future,
 * a finish gone by enough to call it over; running needs both.
 */
export function promotionPhase(
  { startAt, finishAt }: Pick<Promotion, "startAt" | "finishAt">,
  now = Date.now(),
): PromotionPhase | null {
  const start = parseDate(startAt)?.getTime();
  const finish = parseDate(finishAt)?.getTime();
  if (start !== undefined && start > now) return "future";
  if (finish !== undefined && finish < now) return "past";
  return start !== undefined && finish !== undefined ? "current" : null;
}
