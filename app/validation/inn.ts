import { hasDigits } from "./digits";
import { ruleField } from "./field";

export const INN_MESSAGE = "Введите корректный инн";
/** A company's INN has 10 digits, a person's (sole proprietor) 12. */
export const INN_LENGTH = { company: 10, person: 12 } as const;
export type InnOwner = keyof typeof INN_LENGTH;

/** Either length is accepted unless the owner kind is known, then only its own. */
export function isValidInn(value: string, owner?: InnOwner): boolean {
  const lengths = owner ? [INN_LENGTH[owner]] : Object.values(INN_LENGTH);
  return lengths.some((length) => hasDigits(value, length));
}

/**
 * The short names of the org types a person registers under (docs/decisions/062): the org type
 * dictionary says no more than a short and a full name, and a sole proprietor's is «ИП».
 */
const PERSON_ORG_TYPES = ["ИП"];

/** Whose INN an org type takes, by its short name: «ИП» a person's, any other a company's. */
export function innOwnerOfOrgType(shortName: string): InnOwner {
  return PERSON_ORG_TYPES.includes(shortName.trim().toUpperCase()) ? "person" : "company";
}

export function innSchemaFor(owner?: InnOwner) {
  return ruleField({ check: (value) => isValidInn(value, owner), message: INN_MESSAGE });
}

export const innSchema = /* @__PURE__ */ innSchemaFor();
