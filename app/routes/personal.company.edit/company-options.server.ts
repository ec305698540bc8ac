import type { OrgType, Section } from "~/services/marketplace/directories.server";
import type { SelectOption } from "~/ui/select";
import { orMissing } from "~/utils/format";
import { innOwnersOf } from "~/validation/company-forms";

/**
 * The company form's choices from the marketplace's dictionaries, of which only the ids are
 * promised: an entry without a name is still chosen by its id, shown as «—».
 */

/** «ООО — Общество с ограниченной ответственностью», or what there is of it. */
export const orgTypeOptions = (orgTypes: OrgType[]): SelectOption[] =>
  orgTypes.map((type) => ({
    id: type.id,
    title: orMissing([type.name, type.fullName].filter((part) => part?.trim()).join(" — ")),
    value: String(type.id),
  }));

export const sectionOptions = (sections: Section[]): SelectOption[] =>
  sections.map((section) => ({ id: section.id, title: orMissing(section.name), value: String(section.id) }));

/**
 * Whose INN each org type takes, by its short name; an org type without one is left out, so either
 * length passes for it (the marketplace checks the org type itself).
 */
export const innOwnersOfDictionary = (orgTypes: OrgType[]) =>
  innOwnersOf(orgTypes.flatMap(({ id, name }) => (name?.trim() ? [{ id, name }] : [])));
