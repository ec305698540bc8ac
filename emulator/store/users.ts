import { columnOf, type Db } from "../db";
import { notFound } from "../server/errors";
import { isEmail, normalizePhone } from "../server/validate";

export type Role = "ROLE_OWNER" | "ROLE_MANAGER" | "ROLE_CONTENT_MANAGER" | "ROLE_ALLOWED_TO_SWITCH";
export type UserStatus = "pending" | "invited" | "active" | "not_active";
export type WorkerRole = "manager" | "contentManager";

export type UserRow = {
  id: number;
  name: string;
  phone: string;
  email: string;
  password_hash: string | null;
  status: UserStatus;
  roles: string;
  trustee: number;
  second_factor: number;
  owner_id: number | null;
  user_role: WorkerRole | null;
  active_contractor_id: number | null;
  active_contract_id: number | null;
  created_at: string;
};

export const WORKER_ROLES: Record<WorkerRole, Role> = {
  manager: "ROLE_MANAGER",
  contentManager: "ROLE_CONTENT_MANAGER",
};

export function rolesOf(user: UserRow): Role[] {
  return JSON.parse(user.roles) as Role[];
}

export function hasRole(user: UserRow, role: Role): boolean {
  return rolesOf(user).includes(role);
}

export function findUser(db: Db, id: number): UserRow | undefined {
  return db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
}

/** The username is an e-mail or a phone typed in any mask ("+7 (900) 000-00-01", "89000000001"). */
export function normalizeUsername(raw: string): string | null {
  const text = raw.trim();
  if (text.includes("@")) return isEmail(text) ? text.toLowerCase() : null;
  return normalizePhone(text);
}

export function findUserByUsername(db: Db, rawUsername: string): UserRow | undefined {
  const username = normalizeUsername(rawUsername);
  if (!username) return undefined;
  const column = username.includes("@") ? "email" : "phone";
  return db.prepare(`SELECT * FROM users WHERE ${column} = ?`).get(username) as UserRow | undefined;
}

export function findUserByPhoneOrEmail(db: Db, phone: string, email: string): UserRow | undefined {
  return db
    .prepare("SELECT * FROM users WHERE phone = ? OR email = ? ORDER BY phone = ? DESC")
    .get(phone, email, phone) as UserRow | undefined;
}

/** Ids of the companies a user acts for (owned or linked as a worker), oldest first. */
export function memberContractorIds(db: Db, userId: number): number[] {
  return columnOf(
    db.prepare("SELECT contractor_id FROM contractor_members WHERE user_id = ? ORDER BY contractor_id"),
    userId,
  ) as number[];
}

/** The user a login, code or confirm call names; 404 "Пользователь не найден" otherwise. */
export function requireUserByUsername(db: Db, rawUsername: string): UserRow {
  const user = findUserByUsername(db, rawUsername);
  if (!user) throw notFound("Пользователь не найден");
  return user;
}
