import type { Marketplace } from "./client.server";

/** /suppliers-api/credentials: the API key of the active contract (SPEC.md §7 Common). */

export type Credentials = {
  contractId: number;
  contractNumber: string;
  apiKey: string | null;
  createdAt: string | null;
};

const BASE = "/suppliers-api/credentials";

export const credentials = {
  byContract: (api: Marketplace) => api.get<Credentials>(`${BASE}/by_contract`),
  create: (api: Marketplace) => api.post<Credentials>(BASE),
};
