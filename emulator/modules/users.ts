/** The user, their working session and the public companies counter (/suppliers-users/users). */
import { requireCaller, type Caller } from "../auth-context";
import type { Ctx } from "../context";
import { valueOf, type Db } from "../db";
import { alreadyExists, badRequest, notFound } from "../server/errors";
import { type Reply, json } from "../server/reply";
import type { ApiRequest, Router } from "../server/router";
import {
  check,
  fitsNameLength,
  idParam,
  isCode,
  isFio,
  MESSAGES,
  objectBody,
  optionalInteger,
  optionalPhone,
  optionalText,
} from "../server/validate";
import { consumeCode, issueCode } from "../store/codes";
import { contractorView, findContractor, isMember, type ContractorView } from "../store/contractors";
import { findContract } from "../store/contracts";
import { saveSession, storedSession, type SessionInfo } from "../store/session";
import { findUser, memberContractorIds, rolesOf, type Role, type UserRow } from "../store/users";

const BASE = "/suppliers-users/users";

/** Suppliers selling on the marketplace beyond the emulator's own rows, for the landing counter. */
const COMPANIES_OUTSIDE_EMULATOR = 2_847;

export interface UserView {
  id: number;
  name: string;
  phone: string;
  email: string;
  roles: Role[];
  trustee: boolean;
  /** Every company the user acts for, as full contractor objects. */
  contractors: ContractorView[];
}

export function userView(db: Db, user: UserRow): UserView {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    roles: rolesOf(user),
    trustee: user.trustee === 1,
    contractors: memberContractorIds(db, user.id).map((id) => contractorView(db, findContractor(db, id)!)),
  };
}

/** The caller themself, or one of the workers they own; anyone else does not exist for them. */
function requireVisibleUser(ctx: Ctx, caller: Caller, req: ApiRequest): UserRow {
  const user = findUser(ctx.db, idParam(req));
  if (!user || (user.id !== caller.user.id && user.owner_id !== caller.user.id))
    throw notFound("Пользователь не найден");
  return user;
}

function requireSelf(caller: Caller, req: ApiRequest): UserRow {
  if (idParam(req) !== caller.user.id) throw notFound("Пользователь не найден");
  return caller.user;
}

/** PUT users/{id}: the name at once; a new phone only with the code sent to that phone (first call sends it). */
function updateProfile(ctx: Ctx, user: UserRow, req: ApiRequest): UserView | Reply {
  const fields = objectBody(req);
  const name = check(check(optionalText(fields, "name"), isFio, MESSAGES.fio), fitsNameLength, MESSAGES.fioTooLong);
  const phone = optionalPhone(fields);
  const newPhone = phone !== undefined && phone !== user.phone ? phone : undefined;
  const code = check(optionalText(fields, "code"), isCode, MESSAGES.code);
  if (newPhone) {
    const holder = ctx.db.prepare("SELECT id FROM users WHERE phone = ? AND id <> ?").get(newPhone, user.id);
    if (holder) throw alreadyExists("Этот номер телефона уже используется");
    if (code === undefined) {
      issueCode(ctx, { user, channel: "phone", purpose: "phone_change", recipient: newPhone });
      return json({ codeRequired: true }, 202);
    }
  }
  ctx.tx(() => {
    if (newPhone) {
      consumeCode(ctx, user.id, code!, newPhone);
      ctx.db.prepare("UPDATE users SET phone = ? WHERE id = ?").run(newPhone, user.id);
    }
    if (name !== undefined) ctx.db.prepare("UPDATE users SET name = ? WHERE id = ?").run(name, user.id);
  });
  return userView(ctx.db, findUser(ctx.db, user.id)!);
}

/**
 * PUT users/{id}/session: the choice as given. The company must be one the user acts for, the
 * contract one of that company's not in not_active; either may be null (nothing chosen).
 */
function updateSession(ctx: Ctx, user: UserRow, req: ApiRequest): SessionInfo {
  const fields = objectBody(req);
  const contractorId = nullableInteger(fields, "activeContractorId");
  const contractId = nullableInteger(fields, "activeContractId");
  if (contractorId === null) {
    if (contractId !== null) throw badRequest("Договор выбирается вместе с компанией");
  } else if (!isMember(ctx.db, contractorId, user.id)) throw notFound("Компания не найдена");
  if (contractId !== null) {
    const contract = findContract(ctx.db, contractId);
    if (!contract || contract.contractor_id !== contractorId || contract.status === "not_active") {
      throw notFound("Договор не найден");
    }
  }
  saveSession(ctx.db, user.id, contractorId, contractId);
  return storedSession(ctx.db, findUser(ctx.db, user.id)!);
}

/** A field that must be present: an integer, or null. */
function nullableInteger(fields: Record<string, unknown>, name: string): number | null {
  if (fields[name] === null) return null;
  const value = optionalInteger(fields, name);
  if (value === undefined) throw badRequest(`Не указано поле ${name}`);
  return value;
}

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", `${BASE}/me`, (req) => {
    return userView(ctx.db, requireCaller(ctx, req).user);
  });

  r.route("GET", `${BASE}/info/get-count-users`, () => {
    const working = valueOf(
      ctx.db.prepare("SELECT COUNT(DISTINCT contractor_id) FROM contracts WHERE status = 'active'"),
    ) as number;
    return { count: COMPANIES_OUTSIDE_EMULATOR + working };
  });

  r.route("GET", `${BASE}/:id`, (req) => userView(ctx.db, requireVisibleUser(ctx, requireCaller(ctx, req), req)));

  r.route("PUT", `${BASE}/:id`, (req) => {
    const caller = requireCaller(ctx, req);
    return updateProfile(ctx, requireSelf(caller, req), req);
  });

  r.route("GET", `${BASE}/:id/session`, (req) => {
    const caller = requireCaller(ctx, req);
    return storedSession(ctx.db, requireSelf(caller, req));
  });

  r.route("PUT", `${BASE}/:id/session`, (req) => {
    const caller = requireCaller(ctx, req);
    return updateSession(ctx, requireSelf(caller, req), req);
  });
}
