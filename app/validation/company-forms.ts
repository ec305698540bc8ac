/** Schema of the company form (/personal/company/edit/, the contractor payload). */
import { z } from "zod";
import { bankAccountSchema } from "./bank-account";
import { bankNameSchema } from "./bank-name";
import { bicSchema } from "./bic";
import { addressSchema } from "./cyrillic-text";
import { checkboxSchema, text } from "./field";
import { fullNameSchema } from "./full-name";
import { idListSchema, idSchema } from "./id";
import { INN_MESSAGE, innOwnerOfOrgType, innSchema, type InnOwner, isValidInn } from "./inn";
import { kppSchema } from "./kpp";
import { REQUIRED_MESSAGE } from "./messages";
import { phoneSchema } from "./phone";
import { postalIndexSchema } from "./postal-index";

/** A signatory ('Signatory data'). */
const personSchema = z.object({
  fio: fullNameSchema,
  position: text(),
  reason: text(),
  isNotGeneralDirector: checkboxSchema,
});

const legalAddressSchema = z.object({ fullAddress: addressSchema, zipCode: postalIndexSchema });

/** Filled only when it differs from the legal address; the check below makes it required then. */
const postAddressSchema = z.object({
  fullAddress: addressSchema.optional(),
  zipCode: postalIndexSchema.optional(),
});

/** Whose INN each org type takes, by the org type's id as the form posts it. */
export type InnOwners = Record<string, InnOwner>;

/** The org type dictionary read for the INN rule: a person's org type takes 12 digits, a company's 10. */
export function innOwnersOf(orgTypes: readonly { id: number; name: string }[]): InnOwners {
  return Object.fromEntries(orgTypes.map((type) => [String(type.id), innOwnerOfOrgType(type.name)]));
}

/**
 * The company form, its INN checked against the chosen org type (12 digits for a person,
 * 10 for a company). An org type missing from `innOwners` (the dictionary did not load) lets
 * either length pass: the marketplace checks the org type itself.
 */
export const companySchemaFor = (innOwners: InnOwners = {}) =>
  z
    .object({
      inn: innSchema,
      // Sole proprietors have no KPP.
      kpp: kppSchema.optional(),
      shortName: text(),
      orgTypeId: idSchema,
      phone: phoneSchema,
      sectionIds: idListSchema,
      persons: z.array(personSchema).min(1, REQUIRED_MESSAGE),
      legalAddress: legalAddressSchema,
      isDiffPostAddress: checkboxSchema,
      postAddress: postAddressSchema,
      bic: bicSchema,
      bankName: bankNameSchema,
      corrAccount: bankAccountSchema,
      settAccount: bankAccountSchema,
    })
    // Both checks run whatever else is wrong, so the form gets every message at once; the values
    // they read may then be unparsed, hence the guards.
    .superRefine(
      (company, ctx) => {
        const owner = innOwners[String(company.orgTypeId)];
        if (typeof company.inn === "string" && isValidInn(company.inn) && !isValidInn(company.inn, owner)) {
          ctx.addIssue({ code: "custom", message: INN_MESSAGE, path: ["inn"] });
        }
      },
      { when: () => true },
    )
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

/** The form's fields and constraints, with either INN length accepted whatever the org type. */
export const companySchema = /* @__PURE__ */ companySchemaFor();

/** Step 1 of a new company: the INN the registry lookup pre-fills the form from. */
export const companyInnSchema = z.object({ inn: innSchema });
