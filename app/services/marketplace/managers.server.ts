import type { Marketplace } from "./client.server";
import type { Role } from "~/services/access/roles";

/** /suppliers-users/managers: the owner's workers (SPEC.md §3 Worker, §4 statuses, §7). */

export type WorkerStatus = "active" | "not_active" | "invited";
export type WorkerRole = "manager" | "contentManager";

export type Worker = {
  id: number;
  name: string;
  phone: string;
  email: string;
  roles: Role[];
  status: WorkerStatus;
  statusDescription: string;
  contractors: number[];
  userRole: WorkerRole | null;
  contractorIds: number[];
};

export type WorkerSort = { field: "name" | "userRole" | "status"; direction: "asc" | "desc" };

export type WorkerInvitation = {
  name: string;
  phone: string;
  email: string;
  userRole: WorkerRole;
  contractorIds: number[];
};

const BASE = "/suppliers-users/managers";

export const managers = {
  byOwner: (api: Marketplace, sort?: WorkerSort) =>
    api.get<{ items: Worker[]; total: number }>(`${BASE}/by-owner`, { query: sort }),
  invite: (api: Marketplace, body: WorkerInvitation) => api.post<Worker>(`${BASE}/signup`, { body }),
  update: (api: Marketplace, id: number, body: Omit<WorkerInvitation, "email">) =>
    api.put<Worker>(`${BASE}/${id}`, { body, ids: [id] }),
  setStatus: (api: Marketplace, id: number, action: "activate" | "block") =>
    api.put<Worker>(`${BASE}/${id}/${action}`, { ids: [id] }),
  sendLink: (api: Marketplace, id: number) => api.post<{ sent: boolean }>(`${BASE}/${id}/send-link`, { ids: [id] }),
};
