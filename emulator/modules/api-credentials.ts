/** Marketplace API keys of a contract (the api-key page; owners only). */
import { randomBytes } from "node:crypto";
import { requireActiveContract, requireCaller, requireRole, type Caller } from "../auth-context";
import type { Ctx } from "../context";
import { notFound } from "../server/errors";
import type { ApiRequest, Router } from "../server/router";
import { isMember } from "../store/contractors";
import { findContract, type ContractRow } from "../store/contracts";

const BASE = "/suppliers-api/credentials";

/** The contract named by `contractId` (query or body) if it is the caller's, else the active one. */
function targetContract(ctx: Ctx, caller: Caller, req: ApiRequest): ContractRow {
  const body = req.body as { contractId?: unknown } | undefined;
  const requested = req.query.get("contractId") ?? body?.contractId;
  const id =
    requested === undefined || requested === null ? requireActiveContract(caller).contractId : Number(requested);
  const contract = Number.isSafeInteger(id) ? findContract(ctx.db, id) : undefined;
  if (!contract || !isMember(ctx.db, contract.contractor_id, caller.user.id)) throw notFound("Договор не найден");
  return contract;
}

function credentialsView(ctx: Ctx, contract: ContractRow) {
  const row = ctx.db
    .prepare("SELECT api_key, created_at FROM api_credentials WHERE contract_id = ?")
    .get(contract.id) as { api_key: string; created_at: string } | undefined;
  return {
    contractNumber: contract.number,
    apiKey: row?.api_key ?? null,
    createdAt: row?.created_at ?? null,
  };
}

function requireOwnerCaller(ctx: Ctx, req: ApiRequest): Caller {
  const caller = requireCaller(ctx, req);
  requireRole(caller, "ROLE_OWNER");
  return caller;
}

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", `${BASE}/by_contract`, (req) => {
    const caller = requireOwnerCaller(ctx, req);
    return credentialsView(ctx, targetContract(ctx, caller, req));
  });

  /** Issues a new key for the contract; an older key stops working. */
  r.route("POST", BASE, (req) => {
    const caller = requireOwnerCaller(ctx, req);
    const contract = targetContract(ctx, caller, req);
    ctx.db
      .prepare(
        `INSERT INTO api_credentials (contract_id, api_key, created_by, created_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (contract_id) DO UPDATE SET api_key = excluded.api_key, created_by = excluded.created_by,
                                                 created_at = excluded.created_at`,
      )
      .run(contract.id, `mp_${randomBytes(24).toString("hex")}`, caller.user.id, new Date(ctx.now()).toISOString());
    return credentialsView(ctx, contract);
  });
}
