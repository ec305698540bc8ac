import type { Address, Contractor } from "~/services/marketplace/contractors.server";
import type { RegistryCompany } from "~/services/marketplace/directories.server";
import type { CompanyDefaults } from "./company-form";

/**
 * What the company form starts from: the card of an existing company, or the registry's answer for
 * a new one. Either may leave out any field but the card's id: a missing one is an empty field.
 */

/** The legal identity both sources carry, as the form's fields hold it. */
function identityOf(company: Pick<Contractor, "inn" | "kpp" | "fullName" | "shortName" | "orgTypeId">) {
  return {
    inn: company.inn,
    kpp: company.kpp ?? undefined,
    fullName: company.fullName,
    shortName: company.shortName,
    orgTypeId: company.orgTypeId === undefined ? undefined : String(company.orgTypeId),
  };
}

/** The company form filled with the card as the marketplace keeps it. */
export function companyFormDefaults(company: Contractor): CompanyDefaults {
  const address = (type: Address["type"]) => {
    const found = company.addresses?.find((candidate) => candidate.type === type);
    return found && { fullAddress: found.fullAddress, zipCode: found.zipCode };
  };
  return {
    ...identityOf(company),
    phone: company.phone ?? undefined,
    sectionIds: (company.sectionIds ?? []).map(String),
    persons: company.persons?.length ? company.persons : [{}],
    legalAddress: address("legal"),
    isDiffPostAddress: company.isDiffPostAddress,
    postAddress: address("post"),
    bic: company.bic ?? undefined,
    bankName: company.bankName ?? undefined,
    corrAccount: company.corrAccount ?? undefined,
    settAccount: company.settAccount ?? undefined,
  };
}

/** A new company's form, pre-filled with what the registry knows; the head usually signs. */
export function registryFormDefaults(company: RegistryCompany): CompanyDefaults {
  return {
    ...identityOf(company),
    persons: [{ fio: company.headFio ?? undefined }],
    legalAddress: { fullAddress: company.address ?? undefined, zipCode: company.zipCode ?? undefined },
  };
}
