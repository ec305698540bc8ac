/** Marketplace roles as the user service names them. */
export const ROLES = {
  owner: "ROLE_OWNER",
  manager: "ROLE_MANAGER",
  contentManager: "ROLE_CONTENT_MANAGER",
  service: "ROLE_ALLOWED_TO_SWITCH",
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

const KNOWN_ROLES: readonly string[] = Object.values(ROLES);

/**
 * The roles the portal knows among those the marketplace sends. A role it does not know grants
 * nothing: a user with none it knows gets the least rights (the guards' `allow` and `deny` both refuse them).
 */
export const knownRoles = (roles: readonly string[] | undefined): Role[] =>
  (roles ?? []).filter((role): role is Role => KNOWN_ROLES.includes(role));

export const ROLE_TITLES: Record<string, string> = {
  [ROLES.owner]: "Владелец",
  [ROLES.manager]: "Менеджер",
  [ROLES.contentManager]: "Контент-менеджер",
  [ROLES.service]: "Сервисный сотрудник",
};
