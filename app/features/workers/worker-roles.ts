import { ROLE_TITLES, ROLES, type Role } from "~/services/access/roles";
import type { WorkerRole } from "~/services/marketplace/managers.server";

/** The two roles a worker is invited with, as the form offers them. */
export const WORKER_ROLE_OPTIONS = [
  { value: "manager", title: ROLE_TITLES[ROLES.manager] },
  { value: "contentManager", title: ROLE_TITLES[ROLES.contentManager] },
] as const;

export function workerRoleTitle(userRole: string | null) {
  return WORKER_ROLE_OPTIONS.find((option) => option.value === userRole)?.title ?? "—";
}

/** A worker's role from a user's roles: null for anyone who is no worker. */
export function workerRoleOf(roles: readonly Role[]): WorkerRole | null {
  if (roles.includes(ROLES.manager)) return "manager";
  if (roles.includes(ROLES.contentManager)) return "contentManager";
  return null;
}
