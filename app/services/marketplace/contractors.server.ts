import type { z } from "zod";
import type { companySchema } from "~/validation/company-form";
import type { Marketplace } from "./client.server";
import type { Schema } from "./contract.server";

/** /suppliers-users/contractors: the supplier's company card (SPEC §3 "Contractor"). */

export type Person = Schema<"Person">;
export type Address = Schema<"Address">;
export type Contractor = Schema<"Contractor">;

export type CompanyForm = z.output<typeof companySchema>;

/**
 * The company form as the marketplace expects it: addresses as a typed list. The legal name is not
 * sent: its field is disabled (SPEC §5), the name is the registry's.
 */
export function contractorPayload({
  legalAddress,
  postAddress,
  isDiffPostAddress,
  fullName: _fullName,
  ...company
}: CompanyForm): Schema<"ContractorForm"> {
  const addresses: Address[] = [
    { type: "legal", fullAddress: legalAddress.fullAddress, zipCode: legalAddress.zipCode },
  ];
  if (isDiffPostAddress && postAddress.fullAddress && postAddress.zipCode) {
    addresses.push({ type: "post", fullAddress: postAddress.fullAddress, zipCode: postAddress.zipCode });
  }
  return { ...company, isDiffPostAddress, addresses };
}

export const contractors = {
  byInn: (api: Marketplace, inn: string | null) =>
    api.get("/suppliers-users/contractors/by_inn/{inn}", { path: { inn } }),
  create: (api: Marketplace, company: CompanyForm) =>
    api.post("/suppliers-users/contractors", { body: contractorPayload(company) }),
  update: (api: Marketplace, id: number, company: CompanyForm) =>
    api.put("/suppliers-users/contractors/{id}", { path: { id }, body: contractorPayload(company) }),
};
