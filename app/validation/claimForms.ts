/** Schemas of the feedback and trade claims (POST /crm-claim/claim, SPEC §3). */
import { z } from "zod";
import { consentSchema } from "./consent";
import { emailSchema } from "./email";
import { text } from "./field";
import { fullNameSchema } from "./fullName";
import { idSchema } from "./id";
import { phoneSchema } from "./phone";
import { positiveNumberSchema } from "./positiveNumber";

/** Who to answer; every claim form has these and the privacy consent. */
const claimContactShape = {
  clientFullName: fullNameSchema,
  clientPhone: phoneSchema,
  clientEmail: emailSchema,
  consent: consentSchema,
};

export const feedbackClaimSchema = z.object({
  categoryId: idSchema,
  mainText: text(),
  ...claimContactShape,
});

export const tradeClaimSchema = z.object({
  appealType: text(),
  brand: text(),
  infoSource: text().optional(),
  post: text(),
  area: positiveNumberSchema.optional(),
  palletPlaceQuantity: positiveNumberSchema.optional(),
  productCategories: text(),
  mainText: text().optional(),
  ...claimContactShape,
});
