import type { z } from "zod";
import type { companySchema } from "~/validation/company-form";
import type { Marketplace } from "./client.server";

/** /suppliers-users/contractors: the supplier's company card (SPEC §3 "Contractor"). */

export type Person = { fio: string; position: string; reason: string; isNotGeneralDirector: boolean };
export type Address = { type: "legal" | "post"; fullAddress: string; zipCode: string };

export type Contractor = {
  id: number;
  inn: string;
  kpp: string | null;
  fullName: string;
  shortName: string;
  orgType: string;
  orgTypeId: number;
  phone: string | null;
  sections: { id: number; name: string }[];
  sectionIds: number[];
  sellerId: string;
  bic: string | null;
  bankName: string | null;
  corrAccount: string | null;
  settAccount: string | null;
  availPromo: boolean;
  persons: Person[];
  addresses: Address[];
  addressString: string;
  postAddress: string;
  headFio: string | null;
  isDiffPostAddress: boolean;
};

/** The form's fields and the legal name, which comes from the registry or the stored card, never from the form. */
export type CompanyForm = z.output<typeof companySchema> & { fullName: string };

const BASE = "/suppliers-users/contractors";

/** The company form as the marketplace expects it: addresses as a typed list. */
export function contractorPayload({ legalAddress, postAddress, isDiffPostAddress, ...company }: CompanyForm) {
  const addresses: Address[] = [
    { type: "legal", fullAddress: legalAddress.fullAddress, zipCode: legalAddress.zipCode },
  ];
  if (isDiffPostAddress && postAddress.fullAddress && postAddress.zipCode) {
    addresses.push({ type: "post", fullAddress: postAddress.fullAddress, zipCode: postAddress.zipCode });
  }
  return { ...company, isDiffPostAddress, addresses };
}

export const contractors = {
  byInn: (api: Marketplace, inn: string | null) => api.get<Contractor>(`${BASE}/by_inn/${inn}`, { ids: [inn] }),
  create: (api: Marketplace, company: CompanyForm) => api.post<Contractor>(BASE, { body: contractorPayload(company) }),
  update: (api: Marketplace, id: number, company: CompanyForm) =>
    api.put<Contractor>(`${BASE}/${id}`, { body: contractorPayload(company), ids: [id] }),
};
