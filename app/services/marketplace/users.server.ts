import type { Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";
import type { Answer, Schema } from "./openapi.server";

/** /suppliers-users/users: who is signed in, their companies and their stored choice of company and contract. */

export type Me = Schema<"User">;
/** The user's session data as the marketplace stores it: the company and the contract the user works under. */
export type SessionChoice = Schema<"SessionChoice">;

/** PUT users/{id} answers 202 when it only sent a code to the new phone. */
export type ProfileUpdate = Answer<"put", "/suppliers-users/users/{id}">;

const countCompanies = (api: Marketplace) => api.get("/suppliers-users/users/info/get-count-users");

export const users = {
  me: (api: Marketplace) => api.get("/suppliers-users/users/me"),
  countCompanies,
  /** The landing's figure: one call a minute is exact enough for "N компаний уже работают с нами". */
  companiesWorking: cachedDictionary(
    "companies-working",
    { freshMs: 60 * 1000, staleMs: 10 * 60 * 1000 },
    countCompanies,
  ),
  byId: (api: Marketplace, userId: number) => api.get("/suppliers-users/users/{id}", { path: { id: userId } }),
  /** The name at once; a new phone only with the code the first call sent to it. */
  updateProfile: (api: Marketplace, userId: number, body: { name: string; phone: string; code?: string }) =>
    api.put("/suppliers-users/users/{id}", { path: { id: userId }, body }),
  session: (api: Marketplace, userId: number) =>
    api.get("/suppliers-users/users/{id}/session", { path: { id: userId } }),
  setSession: (
    api: Marketplace,
    userId: number,
    choice: { activeContractorId: number | null; activeContractId: number | null },
  ) => api.put("/suppliers-users/users/{id}/session", { path: { id: userId }, body: choice }),
};
