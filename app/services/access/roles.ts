/** Marketplace roles as the user service names them. */
export const ROLES = {
  owner: "ROLE_OWNER",
  manager: "ROLE_MANAGER",
  contentManager: "ROLE_CONTENT_MANAGER",
  service: "ROLE_ALLOWED_TO_SWITCH",
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];

export const ROLE_TITLES: Record<string, string> = {
  [ROLES.owner]: "Владелец",
  [ROLES.manager]: "Менеджер",
  [ROLES.contentManager]: "Контент-менеджер",
  [ROLES.service]: "Сервисный сотрудник",
};
