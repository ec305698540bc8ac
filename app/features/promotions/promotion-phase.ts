import type { Promotion } from "~/services/marketplace/promotions.server";

/** Whether a promotion runs now, is still to come or is over. */
export type PromotionPhase = "current" | "future" | "past";

/** The phase from the promotion's own dates (startAt, finishAt), at `now`. */
export function promotionPhase(
  { startAt, finishAt }: Pick<Promotion, "startAt" | "finishAt">,
  now = Date.now(),
): PromotionPhase {
  if (Date.parse(startAt) > now) return "future";
  if (Date.parse(finishAt) < now) return "past";
  return "current";
}
