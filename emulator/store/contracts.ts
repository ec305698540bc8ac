import type { Db } from "../db";

export type ContractStatus = "active" | "not_active" | "suspended" | "completed";
export type ContractType = "commission" | "supply";

export type ContractRow = {
  id: number;
  contractor_id: number;
  number: string;
  status: ContractStatus;
  contract_type: ContractType;
  offer_id: number | null;
  start_at: string;
  end_at: string | null;
  created_at: string;
};

export interface ContractView {
  id: number;
  number: string;
  status: ContractStatus;
  contractType: ContractType;
  startAt: string;
  endAt: string | null;
}

export function contractView(row: ContractRow): ContractView {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    contractType: row.contract_type,
    startAt: row.start_at,
    endAt: row.end_at,
  };
}

export function findContract(db: Db, id: number): ContractRow | undefined {
  return db.prepare("SELECT * FROM contracts WHERE id = ?").get(id) as ContractRow | undefined;
}

export function contractsOfContractor(db: Db, contractorId: number): ContractRow[] {
  return db
    .prepare("SELECT * FROM contracts WHERE contractor_id = ? ORDER BY start_at DESC, id DESC")
    .all(contractorId) as ContractRow[];
}

/** The default contract: the first one not in not_active; an active one goes first. */
export function defaultContract(db: Db, contractorId: number): ContractRow | undefined {
  return db
    .prepare(
      `SELECT * FROM contracts WHERE contractor_id = ? AND status <> 'not_active'
       ORDER BY status = 'active' DESC, start_at DESC, id DESC LIMIT 1`,
    )
    .get(contractorId) as ContractRow | undefined;
}
