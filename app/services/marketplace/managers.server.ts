import type { Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";
import { sortDirectionParam } from "./sort-direction";

/** /suppliers-users/managers: the owner's workers, their statuses and invitations. */

export type Worker = Schema<"Worker">;
export type WorkerStatus = Worker["status"];
export type WorkerRole = Schema<"WorkerRole">;

export type WorkerSort = { field: "name" | "userRole" | "status"; descending: boolean };

export type WorkerInvitation = {
  name: string;
  phone: string;
  email: string;
  userRole: WorkerRole;
  contractorIds: number[];
};

export const managers = {
  byOwner: (api: Marketplace, sort?: WorkerSort) =>
    api.get("/suppliers-users/managers/by-owner", {
      query: sort && { field: sort.field, direction: sortDirectionParam(sort.descending) },
    }),
  invite: (api: Marketplace, body: WorkerInvitation) => api.post("/suppliers-users/managers/signup", { body }),
  update: (api: Marketplace, id: number, body: Omit<WorkerInvitation, "email">) =>
    api.put("/suppliers-users/managers/{id}", { path: { id }, body }),
  setStatus: (api: Marketplace, id: number, action: "activate" | "block") =>
    api.put("/suppliers-users/managers/{id}/{action}", { path: { id, action } }),
  sendLink: (api: Marketplace, id: number) => api.post("/suppliers-users/managers/{id}/send-link", { path: { id } }),
};
