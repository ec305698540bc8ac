/** Schemas of the feedback and trade claims (POST /crm-claim/claim). */
import { z } from "zod";
import { consentSchema } from "./consent";
import { emailSchema } from "./email";
import { text } from "./field";
import { fullNameSchema } from "./full-name";
import { idSchema } from "./id";
import { REQUIRED_MESSAGE } from "./messages";
import { phoneSchema } from "./phone";
import { positiveNumberSchema } from "./positive-number";
import { optionalUrlSchema } from "./url";

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
  // One optional link to a file (a screenshot, a document), sent as the claim's attachment list.
  attachmentLinks: optionalUrlSchema.transform((link) => (link ? [link] : [])),
  ...claimContactShape,
});

export const tradeClaimSchema = z.object({
  appealType: text(),
  brand: text(),
  infoSource: text().optional(),
  post: text(),
  area: positiveNumberSchema.optional(),
  palletPlaceQuantity: positiveNumberSchema.optional(),
  // Names of the marketplace's sections the visitor sells in (several may be ticked).
  productCategories: z.array(text()).min(1, REQUIRED_MESSAGE),
  mainText: text().optional(),
  ...claimContactShape,
});
