import type { Marketplace } from "./client.server";
import type { Role } from "~/services/access/roles";

/** /suppliers-users/users: who is signed in, their companies and their active choice. */

export type ActiveChoice = {
  activeContractorId: number | null;
  activeContractId: number | null;
  activeContractNumber: string | null;
};

export type ContractorSummary = { id: number; inn: string; shortName: string; fullName: string };

export type Me = {
  id: number;
  name: string;
  phone: string;
  email: string;
  roles: Role[];
  trustee: boolean;
  contractors: ContractorSummary[];
  session: ActiveChoice;
  impersonatorId: number | null;
};

const BASE = "/suppliers-users/users";

export const users = {
  me: (api: Marketplace) => api.get<Me>(`${BASE}/me`),
  countCompanies: (api: Marketplace) => api.get<{ count: number }>(`${BASE}/info/get-count-users`),
  setActive: (api: Marketplace, userId: number, choice: { activeContractorId: number; activeContractId?: number }) =>
    api.put<ActiveChoice>(`${BASE}/${userId}/session`, { body: choice, ids: [userId] }),
};
