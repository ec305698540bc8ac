/**
 * What the browser needs to validate the forms as the user types: conform's zod parser
 * and the forms' schemas. useGenericForm imports this module lazily, on the first focus in a form,
 * so zod (~40 KiB gzipped) is never part of a page's first-load JS. The server imports the schemas
 * from their own modules.
 */
export { parseWithZod } from "@conform-to/zod/v4";
export {
  codeStepSchema,
  impersonationSchema,
  loginSchema,
  passwordStepSchema,
  recoverySchema,
  registrationSchema,
} from "./auth-forms";
export { feedbackClaimSchema, tradeClaimSchema } from "./claim-forms";
export { companyInnSchema, companySchema, companySchemaFor } from "./company-forms";
export { passwordChangeSchema, profileSchema, workerEditSchema, workerInvitationSchema } from "./personal-forms";
export { sellerPromotionSchema } from "./promotion-form";
