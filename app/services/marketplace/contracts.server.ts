import type { Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/** /suppliers-contracts: the company's contracts and the offer they are signed on. */

export type Contract = Schema<"Contract">;
export type ContractStatus = Contract["status"];
export type ContractType = Schema<"ContractType">;
export type Offer = Schema<"Offer">;

export const contracts = {
  byInn: (api: Marketplace, inn: string | null) =>
    api.get("/suppliers-contracts/contracts/by_inn/{inn}", { path: { inn } }),
  /** Accepting the offer concludes the contract. */
  create: (api: Marketplace, contract: { contractType: ContractType; inn: string | null }) =>
    api.post("/suppliers-contracts/contracts", {
      body: { contractType: contract.contractType, inn: contract.inn ?? "", offerAccepted: true },
      ids: [contract.inn],
    }),
  activeOffer: (api: Marketplace) => api.get("/suppliers-contracts/offers/active"),
  offer: (api: Marketplace, id: number) => api.get("/suppliers-contracts/offers/{id}", { path: { id } }),
  offerHistory: (api: Marketplace) => api.get("/suppliers-contracts/offers/history"),
};

/**
 * The active contract is the session's one, otherwise the first contract not in not_active.
 * The stored choice counts only while it is one of the company's and not in not_active.
 */
export function defaultContract<C extends Pick<Contract, "id"> & { status: string }>(
  list: readonly C[],
  storedId: number | null,
): C | null {
  const usable = list.filter((contract) => contract.status !== "not_active");
  return usable.find((contract) => contract.id === storedId) ?? usable[0] ?? null;
}
