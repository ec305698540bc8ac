import type { z } from "zod";
import type { companySchema } from "~/validation/company-forms";
import type { Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/** /suppliers-users/contractors: the supplier's company card (the contractor). */

export type Person = Schema<"Person">;
export type Address = Schema<"Address">;
export type Contractor = Schema<"Contractor">;

/** The form's fields and the legal name, which comes from the registry or the stored card, never from the form. */
export type CompanyForm = z.output<typeof companySchema> & { fullName: string };

/** The company form as the marketplace expects it: addresses as a typed list. */
export function contractorPayload({
  legalAddress,
  postAddress,
  isDiffPostAddress,
  ...company
}: CompanyForm): Schema<"ContractorForm"> {
  const addresses: Schema<"AddressForm">[] = [
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
