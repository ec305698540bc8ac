import type { Db } from "../db";
import { defaultContract, findContract } from "./contracts";
import { memberContractorIds, type UserRow } from "./users";

/** The user's working context: the session data. */
export interface SessionInfo {
  activeContractorId: number | null;
  activeContractId: number | null;
  activeContractNumber: string | null;
}

/**
 * The stored choice if it is still valid, else the defaults: the first company the
 * user acts for, and its first contract not in not_active.
 */
export function resolveSession(db: Db, user: UserRow): SessionInfo {
  const contractorIds = memberContractorIds(db, user.id);
  const contractorId =
    user.active_contractor_id !== null && contractorIds.includes(user.active_contractor_id)
      ? user.active_contractor_id
      : (contractorIds[0] ?? null);
  if (contractorId === null) return { activeContractorId: null, activeContractId: null, activeContractNumber: null };

  const stored = user.active_contract_id !== null ? findContract(db, user.active_contract_id) : undefined;
  const contract =
    stored && stored.contractor_id === contractorId && stored.status !== "not_active"
      ? stored
      : defaultContract(db, contractorId);
  return {
    activeContractorId: contractorId,
    activeContractId: contract?.id ?? null,
    activeContractNumber: contract?.number ?? null,
  };
}

/**
 * The choice as the user (or the portal for them) last stored it: GET users/{id}/session. The
 * defaults are the client's to apply; the marketplace applies them only to scope its own
 * answers (resolveSession).
 */
export function storedSession(db: Db, user: UserRow): SessionInfo {
  const contract = user.active_contract_id !== null ? findContract(db, user.active_contract_id) : undefined;
  return {
    activeContractorId: user.active_contractor_id,
    activeContractId: contract?.id ?? null,
    activeContractNumber: contract?.number ?? null,
  };
}

export function saveSession(db: Db, userId: number, contractorId: number | null, contractId: number | null): void {
  db.prepare("UPDATE users SET active_contractor_id = ?, active_contract_id = ? WHERE id = ?").run(
    contractorId,
    contractId,
    userId,
  );
}
