import type { Marketplace } from "./client.server";

/** /suppliers-contracts: the company's contracts and the offer they are signed on (SPEC §3, §7). */

export type ContractStatus = "active" | "not_active" | "suspended" | "completed";
export type ContractType = "commission" | "supply";

export type Contract = {
  id: number;
  number: string;
  status: ContractStatus;
  contractType: ContractType;
  startAt: string | null;
  endAt: string | null;
};

export type Offer = {
  id: number;
  title: string;
  version: string;
  publishedAt: string;
  content: string;
  active: boolean;
};

const BASE = "/suppliers-contracts";

export const contracts = {
  byInn: (api: Marketplace, inn: string | null) =>
    api.get<{ items: Contract[] }>(`${BASE}/contracts/by_inn/${inn}`, { ids: [inn] }),
  /** Accepting the offer concludes the contract; the marketplace makes it the active one. */
  create: (api: Marketplace, contract: { contractType: ContractType; inn: string | null }) =>
    api.post<Contract>(`${BASE}/contracts`, { body: { ...contract, offerAccepted: true }, ids: [contract.inn] }),
  activeOffer: (api: Marketplace) => api.get<Offer>(`${BASE}/offers/active`),
  offer: (api: Marketplace, id: number) => api.get<Offer>(`${BASE}/offers/${id}`, { ids: [id] }),
  offerHistory: (api: Marketplace) => api.get<{ items: Offer[] }>(`${BASE}/offers/history`),
};
