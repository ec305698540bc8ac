import { valueOf, type Db } from "../db";
import { notFound } from "../server/errors";

export interface Person {
  fio: string;
  position: string;
  reason: string;
  isNotGeneralDirector: boolean;
}

export interface Address {
  type: "legal" | "post";
  fullAddress: string;
  zipCode: string;
}

export interface ContractorRow {
  id: number;
  owner_id: number;
  inn: string;
  kpp: string | null;
  full_name: string;
  short_name: string;
  org_type_id: number;
  phone: string | null;
  section_ids: string;
  seller_id: string;
  bic: string | null;
  bank_name: string | null;
  corr_account: string | null;
  sett_account: string | null;
  avail_promo: number;
  persons: string;
  addresses: string;
  head_fio: string | null;
  is_diff_post_address: number;
  created_at: string;
}

/** The contractor as the contract (`Contractor`) names its fields. */
export interface ContractorView {
  id: number;
  inn: string;
  kpp: string | null;
  fullName: string;
  shortName: string;
  orgType: string;
  orgTypeId: number;
  phone: string | null;
  sections: { id: number; name: string }[];
  sectionIds: number[];
  sellerId: string;
  bic: string | null;
  bankName: string | null;
  corrAccount: string | null;
  settAccount: string | null;
  availPromo: boolean;
  persons: Person[];
  addresses: Address[];
  addressString: string;
  postAddress: string;
  headFio: string | null;
  isDiffPostAddress: boolean;
}

export function findContractor(db: Db, id: number): ContractorRow | undefined {
  return db.prepare("SELECT * FROM contractors WHERE id = ?").get(id) as ContractorRow | undefined;
}

export function isMember(db: Db, contractorId: number, userId: number): boolean {
  return !!db
    .prepare("SELECT 1 FROM contractor_members WHERE contractor_id = ? AND user_id = ?")
    .get(contractorId, userId);
}

/** A company the user acts for, found by INN; any other is "not found". */
export function requireMemberContractorByInn(db: Db, inn: string, userId: number): ContractorRow {
  const row = db
    .prepare(
      `SELECT c.* FROM contractors c
       JOIN contractor_members m ON m.contractor_id = c.id AND m.user_id = ?
       WHERE c.inn = ?`,
    )
    .get(userId, inn) as ContractorRow | undefined;
  if (!row) throw notFound("Компания не найдена");
  return row;
}

export function contractorView(db: Db, row: ContractorRow): ContractorView {
  const sectionIds = JSON.parse(row.section_ids) as number[];
  const addresses = JSON.parse(row.addresses) as Address[];
  const orgType = valueOf(db.prepare("SELECT name FROM org_types WHERE id = ?"), row.org_type_id) as string;
  const sections = sectionIds.length
    ? (db
        .prepare(`SELECT id, name FROM sections WHERE id IN (${sectionIds.map(() => "?").join(",")}) ORDER BY id`)
        .all(...sectionIds) as { id: number; name: string }[])
    : [];
  const legal = addresses.find((a) => a.type === "legal");
  const post = addresses.find((a) => a.type === "post") ?? legal;
  const format = (a: Address | undefined) => (a ? `${a.zipCode}, ${a.fullAddress}` : "");
  return {
    id: row.id,
    inn: row.inn,
    kpp: row.kpp,
    fullName: row.full_name,
    shortName: row.short_name,
    orgType,
    orgTypeId: row.org_type_id,
    phone: row.phone,
    sections,
    sectionIds,
    sellerId: row.seller_id,
    bic: row.bic,
    bankName: row.bank_name,
    corrAccount: row.corr_account,
    settAccount: row.sett_account,
    availPromo: row.avail_promo === 1,
    persons: JSON.parse(row.persons) as Person[],
    addresses,
    addressString: format(legal),
    postAddress: format(row.is_diff_post_address ? post : legal),
    headFio: row.head_fio,
    isDiffPostAddress: row.is_diff_post_address === 1,
  };
}

/** A company the user acts for, by id; any other is "not found". */
export function requireMemberContractor(db: Db, id: number, userId: number): ContractorRow {
  const row = findContractor(db, id);
  if (!row || !isMember(db, id, userId)) throw notFound("Компания не найдена");
  return row;
}
