import type { Marketplace } from "./client.server";
import type { Role } from "~/services/access/roles";
import { cachedDictionary } from "./dictionary-cache.server";

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

/** `users/{id}` of a worker: the same user, their companies in full. */
export type UserCard = Omit<Me, "impersonatorId"> & { userRole: "manager" | "contentManager" | null; status: string };

/** PUT users/{id} answers 202 when it only sent a code to the new phone. */
export type ProfileUpdate = { codeRequired: true } | Me;

const BASE = "/suppliers-users/users";

export const users = {
  me: (api: Marketplace) => api.get<Me>(`${BASE}/me`),
  countCompanies: (api: Marketplace) => api.get<{ count: number }>(`${BASE}/info/get-count-users`),
  /** The landing's figure: one call a minute is exact enough for "N компаний уже работают с нами". */
  companiesWorking: cachedDictionary("companies-working", { freshMs: 60 * 1000, staleMs: 10 * 60 * 1000 }, (api) =>
    api.get<{ count: number }>(`${BASE}/info/get-count-users`),
  ),
  byId: (api: Marketplace, userId: number) => api.get<UserCard>(`${BASE}/${userId}`, { ids: [userId] }),
  /** The name at once; a new phone only with the code the first call sent to it (SPEC.md §5). */
  updateProfile: (api: Marketplace, userId: number, body: { name: string; phone: string; code?: string }) =>
    api.put<ProfileUpdate>(`${BASE}/${userId}`, { body, ids: [userId] }),
  setActive: (api: Marketplace, userId: number, choice: { activeContractorId: number; activeContractId?: number }) =>
    api.put<ActiveChoice>(`${BASE}/${userId}/session`, { body: choice, ids: [userId] }),
};
