import { knownRoles, ROLE_TITLES, ROLES, type Role } from "~/services/access/roles";
import type { WorkerRole } from "~/services/marketplace/managers.server";
import { orMissing } from "~/utils/format";

/** The two roles a worker is invited with, as the form offers them. */
export const WORKER_ROLE_OPTIONS = [
  { value: "manager", title: ROLE_TITLES[ROLES.manager] },
  { value: "contentManager", title: ROLE_TITLES[ROLES.contentManager] },
] as const;

/** A worker's role in Russian; one the portal does not know as sent, none «—». */
export function workerRoleTitle(userRole: string | null | undefined) {
  return WORKER_ROLE_OPTIONS.find((option) => option.value === userRole)?.title ?? orMissing(userRole);
}

/** A worker's role from a user's roles (the marketplace may send none, or ones the portal does not know): null for anyone who is no worker. */
export function workerRoleOf(roles: readonly string[] | undefined): WorkerRole | null {
  const known: readonly Role[] = knownRoles(roles);
  if (known.includes(ROLES.manager)) return "manager";
  if (known.includes(ROLES.contentManager)) return "contentManager";
  return null;
}
