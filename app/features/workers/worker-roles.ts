import { ROLE_TITLES, ROLES } from "~/services/access/roles";

/** The two roles a worker is invited with (SPEC.md §6), as the form offers them. */
export const WORKER_ROLE_OPTIONS = [
  { value: "manager", title: ROLE_TITLES[ROLES.manager] },
  { value: "contentManager", title: ROLE_TITLES[ROLES.contentManager] },
] as const;

export function workerRoleTitle(userRole: string | null) {
  return WORKER_ROLE_OPTIONS.find((option) => option.value === userRole)?.title ?? "—";
}
