/** Schema of the company form (/personal/company/edit/, contractor payload of SPEC §3). */
import { z } from "zod";
import { bankAccountSchema } from "./bank-account";
import { bankNameSchema } from "./bank-name";
import { bicSchema } from "./bic";
import { addressSchema } from "./cyrillic-text";
import { text } from "./field";
import { fullNameSchema } from "./full-name";
import { idListSchema, idSchema } from "./id";
import { innSchema } from "./inn";
import { kppSchema } from "./kpp";
import { REQUIRED_MESSAGE } from "./messages";
import { phoneSchema } from "./phone";
import { postalIndexSchema } from "./postal-index";

/** A signatory ('Signatory data'). */
const personSchema = z.object({
  fio: fullNameSchema,
  position: text(),
  reason: text(),
  isNotGeneralDirector: z.boolean().default(false),
});

const legalAddressSchema = z.object({ fullAddress: addressSchema, zipCode: postalIndexSchema });

/** Filled only when it differs from the legal address; the check below makes it required then. */
const postAddressSchema = z.object({
  fullAddress: addressSchema.optional(),
  zipCode: postalIndexSchema.optional(),
});

export const companySchema = z
  .object({
    inn: innSchema,
    // Sole proprietors have no KPP.
    kpp: kppSchema.optional(),
    // The legal name field is disabled (filled from the INN lookup), so it is never posted.
    fullName: z.string().optional(),
    shortName: text(),
    orgTypeId: idSchema,
    phone: phoneSchema,
    sectionIds: idListSchema,
    persons: z.array(personSchema).min(1, REQUIRED_MESSAGE),
    legalAddress: legalAddressSchema,
    isDiffPostAddress: z.boolean().default(false),
    postAddress: postAddressSchema,
    bic: bicSchema,
    bankName: bankNameSchema,
    corrAccount: bankAccountSchema,
    settAccount: bankAccountSchema,
  })
  .superRefine(
    (company, ctx) => {
      if (!company.isDiffPostAddress) return;
      for (const field of ["fullAddress", "zipCode"] as const) {
        if (company.postAddress?.[field] === undefined) {
          ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE, path: ["postAddress", field] });
        }
      }
    },
    { when: () => true },
  );

/** Step 1 of a new company: the INN the registry lookup pre-fills the form from. */
export const companyInnSchema = z.object({ inn: innSchema });
