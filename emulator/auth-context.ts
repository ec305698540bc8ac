import type { Ctx } from "./context";
import { badRequest, forbidden, unauthorized } from "./server/errors";
import type { ApiRequest } from "./server/router";
import { resolveSession } from "./store/session";
import { findToken } from "./store/tokens";
import { findUser, rolesOf, type Role, type UserRow } from "./store/users";

/** Who is calling, with the working context every supplier-scoped call filters by. */
export interface Caller {
  user: UserRow;
  roles: Role[];
  /** The active company, or null before the supplier registered one. */
  contractorId: number | null;
  /** The active contract of that company, or null. */
  contractId: number | null;
  contractNumber: string | null;
  /** Set when a service user acts as this user. */
  impersonatorId: number | null;
}

function bearerToken(req: ApiRequest): string | null {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** The caller of a call that needs a signed-in user; answers 401 otherwise. */
export function requireCaller(ctx: Ctx, req: ApiRequest): Caller {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const row = findToken(ctx, token, "access");
  if (!row) throw unauthorized();
  if (row.expires_at <= ctx.now()) throw unauthorized("Сессия истекла, войдите снова", "token_expired");
  const user = findUser(ctx.db, row.user_id);
  if (!user || user.status !== "active") throw unauthorized();
  const session = resolveSession(ctx.db, user);
  return {
    user,
    roles: rolesOf(user),
    contractorId: session.activeContractorId,
    contractId: session.activeContractId,
    contractNumber: session.activeContractNumber,
    impersonatorId: row.impersonator_id,
  };
}

/** For calls open to visitors: the caller when a valid token came along, else null. */
export function optionalCaller(ctx: Ctx, req: ApiRequest): Caller | null {
  if (!bearerToken(req)) return null;
  try {
    return requireCaller(ctx, req);
  } catch {
    return null;
  }
}

/** 403 unless the caller has one of the roles. */
export function requireRole(caller: Caller, ...roles: Role[]): void {
  if (!roles.some((role) => caller.roles.includes(role))) throw forbidden();
}

/** The active company, or a 400 telling the supplier to register one first. */
export function requireActiveContractor(caller: Caller): number {
  if (caller.contractorId === null) throw badRequest("Сначала заполните данные компании", "contractor_required");
  return caller.contractorId;
}

/** The active contract, or a 400 telling the supplier to sign the offer first. */
export function requireActiveContract(caller: Caller): { contractId: number; contractNumber: string } {
  if (caller.contractId === null || caller.contractNumber === null) {
    throw badRequest("Нет активного договора", "contract_required");
  }
  return { contractId: caller.contractId, contractNumber: caller.contractNumber };
}
