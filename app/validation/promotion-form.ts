/** Schema of the seller promotion create form (POST /suppliers-promotions/personal). */
import { z } from "zod";
import { dateSchema } from "./date";
import { checkboxSchema, ruleField, text } from "./field";
import { idListSchema } from "./id";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";

export const PROMOTION_SITE_IDS = ["b2c", "b2b"] as const;

export const FINISH_BEFORE_START_MESSAGE = "Дата окончания должна быть позже даты начала";

/** The marketplace takes a whole minimum discount from 0 to 99 percent. */
const percentSchema = ruleField({ check: (value) => /^\d{1,2}$/.test(value), message: DEFAULT_MESSAGE }).transform(
  Number,
);

/** Finish date, name, site, start date and stores are required; the finish comes after the start. */
export const sellerPromotionSchema = /* @__PURE__ */ z
  .object({
    name: text(),
    siteId: z.enum(PROMOTION_SITE_IDS, {
      error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : DEFAULT_MESSAGE),
    }),
    startAt: dateSchema,
    finishAt: dateSchema,
    storeIds: idListSchema,
    minPercent: percentSchema.optional(),
    active: checkboxSchema,
  })
  .refine((promotion) => promotion.finishAt > promotion.startAt, {
    message: FINISH_BEFORE_START_MESSAGE,
    path: ["finishAt"],
    // ISO dates compare as strings; skip when either is missing or malformed (already reported).
    when: ({ value }) => {
      const dates = value as { startAt?: unknown; finishAt?: unknown };
      return [dates.startAt, dates.finishAt].every(
        (date) => typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date),
      );
    },
  });
