/** Workers of an owner: list, invite, edit, activate/block, resend the invitation (owners only). */
import { requireCaller, requireRole, type Caller } from "../auth-context";
import type { Ctx } from "../context";
import { columnOf, type Db } from "../db";
import { alreadyExists, badRequest, notFound } from "../server/errors";
import { parseListQuery } from "../server/list-query";
import type { ApiRequest, Router } from "../server/router";
import {
  check,
  fitsNameLength,
  idParam,
  isFio,
  MESSAGES,
  objectBody,
  optionalIdList,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  type Fields,
} from "../server/validate";
import { issueCode } from "../store/codes";
import { revokeUserTokens } from "../store/tokens";
import { findUser, memberContractorIds, rolesOf, WORKER_ROLES, type UserRow, type WorkerRole } from "../store/users";

const BASE = "/suppliers-users/managers";

const STATUS_DESCRIPTIONS: Record<UserRow["status"], string> = {
  active: "Активен",
  not_active: "Заблокирован",
  invited: "Приглашен",
  pending: "Ожидает подтверждения",
};

function workerView(db: Db, worker: UserRow) {
  const contractorIds = memberContractorIds(db, worker.id);
  return {
    id: worker.id,
    name: worker.name,
    phone: worker.phone,
    email: worker.email,
    roles: rolesOf(worker),
    status: worker.status,
    statusDescription: STATUS_DESCRIPTIONS[worker.status],
    contractors: contractorIds,
    userRole: worker.user_role,
    contractorIds,
  };
}

/** Every worker list and change is the owner's; managers and content managers get a 403. */
function requireOwner(ctx: Ctx, req: ApiRequest): Caller {
  const caller = requireCaller(ctx, req);
  requireRole(caller, "ROLE_OWNER");
  return caller;
}

function requireOwnWorker(ctx: Ctx, caller: Caller, req: ApiRequest): UserRow {
  const worker = findUser(ctx.db, idParam(req));
  if (!worker || worker.owner_id !== caller.user.id) throw notFound("Сотрудник не найден");
  return worker;
}

function readUserRole(fields: Fields, required: boolean): WorkerRole | undefined {
  const role = optionalText(fields, "userRole");
  if (role === undefined && !required) return undefined;
  if (role !== "manager" && role !== "contentManager") throw badRequest("Выберите роль сотрудника");
  return role;
}

/** The companies a worker is linked to: at least one, all owned by the caller. */
function readContractorIds(ctx: Ctx, caller: Caller, fields: Fields, required: boolean): number[] | undefined {
  const ids = optionalIdList(fields, "contractorIds");
  if (ids === undefined && !required) return undefined;
  if (!ids || ids.length === 0) throw badRequest("Выберите компании сотрудника");
  const owned = columnOf(ctx.db.prepare("SELECT id FROM contractors WHERE owner_id = ?"), caller.user.id) as number[];
  if (ids.some((id) => !owned.includes(id))) throw notFound("Компания не найдена");
  return [...new Set(ids)];
}

function assertContactsFree(db: Db, phone: string | undefined, email: string | undefined, exceptId: number): void {
  const taken = db
    .prepare("SELECT 1 FROM users WHERE (phone = ? OR email = ?) AND id <> ?")
    .get(phone ?? null, email ?? null, exceptId);
  if (taken) throw alreadyExists("Пользователь с таким телефоном или email уже зарегистрирован");
}

function linkContractors(db: Db, workerId: number, contractorIds: number[]): void {
  db.prepare("DELETE FROM contractor_members WHERE user_id = ?").run(workerId);
  const insert = db.prepare("INSERT INTO contractor_members (contractor_id, user_id) VALUES (?, ?)");
  for (const id of contractorIds) insert.run(id, workerId);
}

/** The invitation: an e-mail code (valid 24 h) and a link to the portal's confirm page carrying it. */
function sendInvitation(ctx: Ctx, worker: UserRow) {
  return issueCode(ctx, {
    user: worker,
    channel: "email",
    purpose: "invite",
    link: (code) => `/registry/confirm/?username=${worker.phone}&code=${code}`,
  });
}

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", `${BASE}/by-owner`, (req) => {
    const caller = requireOwner(ctx, req);
    const { orderBy } = parseListQuery(req.query, {
      sortColumns: { id: "id", name: "name", phone: "phone", email: "email", status: "status", userRole: "user_role" },
      defaultSort: { field: "id", direction: "asc" },
      defaultLimit: 1000,
      fieldKey: "field",
      directionKey: "direction",
    });
    const workers = ctx.db
      .prepare(`SELECT * FROM users WHERE owner_id = ? ${orderBy}`)
      .all(caller.user.id) as UserRow[];
    return { items: workers.map((w) => workerView(ctx.db, w)), total: workers.length };
  });

  r.route("POST", `${BASE}/signup`, (req) => {
    const caller = requireOwner(ctx, req);
    const fields = objectBody(req);
    const name = check(
      check(requiredText(fields, "name", MESSAGES.fio), isFio, MESSAGES.fio),
      fitsNameLength,
      MESSAGES.fioTooLong,
    );
    const phone = requiredPhone(fields);
    const email = requiredEmail(fields);
    const userRole = readUserRole(fields, true)!;
    const contractorIds = readContractorIds(ctx, caller, fields, true)!;
    assertContactsFree(ctx.db, phone, email, 0);
    const worker = ctx.tx(() => {
      const { lastInsertRowid } = ctx.db
        .prepare(
          `INSERT INTO users (name, phone, email, status, roles, owner_id, user_role, created_at)
           VALUES (?, ?, ?, 'invited', ?, ?, ?, ?)`,
        )
        .run(
          name,
          phone,
          email,
          JSON.stringify([WORKER_ROLES[userRole]]),
          caller.user.id,
          userRole,
          new Date(ctx.now()).toISOString(),
        );
      const created = findUser(ctx.db, Number(lastInsertRowid))!;
      linkContractors(ctx.db, created.id, contractorIds);
      sendInvitation(ctx, created);
      return created;
    });
    return workerView(ctx.db, worker);
  });

  r.route("PUT", `${BASE}/:id`, (req) => {
    const caller = requireOwner(ctx, req);
    const worker = requireOwnWorker(ctx, caller, req);
    const fields = objectBody(req);
    const name = check(check(optionalText(fields, "name"), isFio, MESSAGES.fio), fitsNameLength, MESSAGES.fioTooLong);
    const phone = optionalPhone(fields);
    const userRole = readUserRole(fields, false);
    const contractorIds = readContractorIds(ctx, caller, fields, false);
    assertContactsFree(ctx.db, phone, undefined, worker.id);
    ctx.tx(() => {
      ctx.db
        .prepare(
          `UPDATE users SET name = COALESCE(?, name), phone = COALESCE(?, phone),
                            user_role = COALESCE(?, user_role), roles = COALESCE(?, roles) WHERE id = ?`,
        )
        .run(
          name ?? null,
          phone ?? null,
          userRole ?? null,
          userRole ? JSON.stringify([WORKER_ROLES[userRole]]) : null,
          worker.id,
        );
      if (contractorIds) linkContractors(ctx.db, worker.id, contractorIds);
    });
    return workerView(ctx.db, findUser(ctx.db, worker.id)!);
  });

  r.route("PUT", `${BASE}/:id/:action`, (req) => {
    const caller = requireOwner(ctx, req);
    const action = req.params.action;
    if (action !== "activate" && action !== "block") throw notFound("Действие не найдено");
    const worker = requireOwnWorker(ctx, caller, req);
    // A worker who never set a password goes back to "invited", not "active".
    const status = action === "block" ? "not_active" : worker.password_hash ? "active" : "invited";
    ctx.tx(() => {
      ctx.db.prepare("UPDATE users SET status = ? WHERE id = ?").run(status, worker.id);
      if (action === "block") revokeUserTokens(ctx, worker.id);
    });
    return workerView(ctx.db, findUser(ctx.db, worker.id)!);
  });

  r.route("POST", `${BASE}/:id/send-link`, (req) => {
    const caller = requireOwner(ctx, req);
    const worker = requireOwnWorker(ctx, caller, req);
    if (worker.status !== "invited") throw badRequest("Сотрудник уже принял приглашение");
    sendInvitation(ctx, worker);
    return {};
  });
}
