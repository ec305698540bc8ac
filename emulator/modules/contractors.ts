/** Companies (contractors): look up by INN, register, edit. */
import { requireCaller, requireRole } from "../auth-context";
import type { Ctx } from "../context";
import { valueOf, type Db } from "../db";
import { alreadyExists, badRequest, forbidden } from "../server/errors";
import type { Router } from "../server/router";
import {
  check,
  idParam,
  isAccount,
  isBic,
  isFio,
  isInn,
  isKpp,
  isZip,
  MESSAGES,
  objectBody,
  optionalBoolean,
  optionalIdList,
  optionalInteger,
  optionalPhone,
  optionalText,
  requiredText,
  type Fields,
} from "../server/validate";
import {
  contractorView,
  findContractor,
  requireMemberContractor,
  requireMemberContractorByInn,
  type Address,
  type ContractorRow,
  type Person,
} from "../store/contractors";
import { saveSession } from "../store/session";

const BASE = "/suppliers-users/contractors";

/** Everything a company card stores besides its INN. */
interface ContractorInput {
  kpp: string | null;
  fullName: string;
  shortName: string;
  orgTypeId: number;
  phone: string;
  sectionIds: number[];
  bic: string;
  bankName: string;
  corrAccount: string;
  settAccount: string;
  availPromo: boolean;
  persons: Person[];
  addresses: Address[];
  headFio: string;
  isDiffPostAddress: boolean;
}
type Draft = Partial<ContractorInput>;

/** A new company starts from what the registry knows about its INN. */
function draftFromRegistry(db: Db, inn: string): Draft {
  const row = db.prepare("SELECT * FROM kontur_companies WHERE inn = ?").get(inn) as
    | {
        kpp: string | null;
        full_name: string;
        short_name: string;
        org_type_id: number;
        address: string;
        zip_code: string;
        head_fio: string;
      }
    | undefined;
  if (!row) return {};
  return {
    kpp: row.kpp,
    fullName: row.full_name,
    shortName: row.short_name,
    orgTypeId: row.org_type_id,
    headFio: row.head_fio,
    addresses: [{ type: "legal", fullAddress: row.address, zipCode: row.zip_code }],
  };
}

function draftFromRow(row: ContractorRow): Draft {
  return {
    kpp: row.kpp,
    fullName: row.full_name,
    shortName: row.short_name,
    orgTypeId: row.org_type_id,
    phone: row.phone ?? undefined,
    sectionIds: JSON.parse(row.section_ids) as number[],
    bic: row.bic ?? undefined,
    bankName: row.bank_name ?? undefined,
    corrAccount: row.corr_account ?? undefined,
    settAccount: row.sett_account ?? undefined,
    availPromo: row.avail_promo === 1,
    persons: JSON.parse(row.persons) as Person[],
    addresses: JSON.parse(row.addresses) as Address[],
    headFio: row.head_fio ?? undefined,
    isDiffPostAddress: row.is_diff_post_address === 1,
  };
}

function objectList(fields: Fields, key: string): Fields[] | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== "object" || item === null || Array.isArray(item))) {
    throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  }
  return value as Fields[];
}

function readPerson(fields: Fields): Person {
  return {
    fio: check(requiredText(fields, "fio", MESSAGES.fio), isFio, MESSAGES.fio),
    position: requiredText(fields, "position", "Введите должность подписанта"),
    reason: requiredText(fields, "reason", "Введите основание полномочий подписанта"),
    isNotGeneralDirector: optionalBoolean(fields, "isNotGeneralDirector") ?? false,
  };
}

function readAddress(fields: Fields): Address {
  const type = requiredText(fields, "type", "Укажите тип адреса");
  if (type !== "legal" && type !== "post") throw badRequest("Тип адреса: legal или post");
  return {
    type,
    fullAddress: requiredText(fields, "fullAddress", "Введите адрес"),
    zipCode: check(requiredText(fields, "zipCode", MESSAGES.zip), isZip, MESSAGES.zip),
  };
}

/** Overlays the fields present in the body; the legal name comes from the registry and is never edited. */
function overlay(draft: Draft, fields: Fields, fullNameEditable: boolean): Draft {
  const provided: Draft = {
    kpp: optionalText(fields, "kpp"),
    fullName: fullNameEditable ? optionalText(fields, "fullName") : undefined,
    shortName: optionalText(fields, "shortName"),
    orgTypeId: optionalInteger(fields, "orgTypeId"),
    phone: optionalPhone(fields),
    sectionIds: optionalIdList(fields, "sectionIds"),
    bic: optionalText(fields, "bic"),
    bankName: optionalText(fields, "bankName"),
    corrAccount: optionalText(fields, "corrAccount"),
    settAccount: optionalText(fields, "settAccount"),
    availPromo: optionalBoolean(fields, "availPromo"),
    persons: objectList(fields, "persons")?.map(readPerson),
    addresses: objectList(fields, "addresses")?.map(readAddress),
    headFio: optionalText(fields, "headFio"),
    isDiffPostAddress: optionalBoolean(fields, "isDiffPostAddress"),
  };
  const present = Object.entries(provided).filter(([, value]) => value !== undefined);
  return { ...draft, ...Object.fromEntries(present) };
}

function required<T>(value: T | undefined | null, message: string): T {
  if (value === undefined || value === null || value === "") throw badRequest(message);
  return value;
}

const KPP_MESSAGE = "Введите корректный КПП 9 цифр";
const CORR_ACCOUNT_MESSAGE = "Введите корректный корр. счёт 20 цифр";

/** Checks the merged card is complete and valid (the field rules and messages of emulator/server/validate.ts). */
function finalize(db: Db, inn: string, draft: Draft): ContractorInput {
  const kpp = draft.kpp ?? null;
  if (inn.length === 10 || kpp !== null) check(required(kpp, KPP_MESSAGE), isKpp, KPP_MESSAGE);
  const orgTypeId = required(draft.orgTypeId, "Выберите форму собственности");
  if (!db.prepare("SELECT 1 FROM org_types WHERE id = ?").get(orgTypeId))
    throw badRequest("Выберите форму собственности");
  const sectionIds = required(draft.sectionIds, "Выберите категории товаров");
  const knownSections = db.prepare("SELECT COUNT(*) FROM sections WHERE id IN (SELECT value FROM json_each(?))");
  if (sectionIds.length === 0 || valueOf(knownSections, JSON.stringify(sectionIds)) !== new Set(sectionIds).size) {
    throw badRequest("Выберите категории товаров");
  }
  const persons = required(draft.persons, "Заполните данные подписанта");
  if (persons.length === 0) throw badRequest("Заполните данные подписанта");
  const addresses = required(draft.addresses, "Введите юридический адрес");
  const isDiffPostAddress = draft.isDiffPostAddress ?? false;
  if (!addresses.some((a) => a.type === "legal")) throw badRequest("Введите юридический адрес");
  if (isDiffPostAddress && !addresses.some((a) => a.type === "post")) throw badRequest("Введите почтовый адрес");
  return {
    kpp,
    fullName: required(draft.fullName, "Введите полное наименование компании"),
    shortName: required(draft.shortName, "Введите краткое наименование компании"),
    orgTypeId,
    phone: required(draft.phone, MESSAGES.phone),
    sectionIds,
    bic: check(required(draft.bic, MESSAGES.bic), isBic, MESSAGES.bic),
    bankName: required(draft.bankName, MESSAGES.bankName),
    corrAccount: check(required(draft.corrAccount, CORR_ACCOUNT_MESSAGE), isAccount, CORR_ACCOUNT_MESSAGE),
    settAccount: check(required(draft.settAccount, MESSAGES.account), isAccount, MESSAGES.account),
    availPromo: draft.availPromo ?? true,
    persons,
    addresses: isDiffPostAddress ? addresses : addresses.filter((a) => a.type === "legal"),
    headFio: draft.headFio ?? persons[0].fio,
    isDiffPostAddress,
  };
}

const COLUMNS = `kpp = @kpp, full_name = @fullName, short_name = @shortName, org_type_id = @orgTypeId, phone = @phone,
  section_ids = @sectionIds, bic = @bic, bank_name = @bankName, corr_account = @corrAccount, sett_account = @settAccount,
  avail_promo = @availPromo, persons = @persons, addresses = @addresses, head_fio = @headFio,
  is_diff_post_address = @isDiffPostAddress`;

function toParams(input: ContractorInput) {
  return {
    ...input,
    sectionIds: JSON.stringify(input.sectionIds),
    persons: JSON.stringify(input.persons),
    addresses: JSON.stringify(input.addresses),
    availPromo: input.availPromo ? 1 : 0,
    isDiffPostAddress: input.isDiffPostAddress ? 1 : 0,
  };
}

/** Creates the company, links its owner and makes it the owner's active company. */
function createContractor(ctx: Ctx, ownerId: number, inn: string, input: ContractorInput): number {
  return ctx.tx(() => {
    const { lastInsertRowid } = ctx.db
      .prepare(
        `INSERT INTO contractors (owner_id, inn, full_name, short_name, org_type_id, seller_id, created_at)
         VALUES (?, ?, '', '', ?, ?, ?)`,
      )
      .run(ownerId, inn, input.orgTypeId, `new-${inn}`, new Date(ctx.now()).toISOString());
    const id = Number(lastInsertRowid);
    ctx.db.prepare(`UPDATE contractors SET ${COLUMNS}, seller_id = @sellerId WHERE id = @id`).run({
      ...toParams(input),
      sellerId: String(100_000 + id),
      id,
    });
    ctx.db.prepare("INSERT INTO contractor_members (contractor_id, user_id) VALUES (?, ?)").run(id, ownerId);
    saveSession(ctx.db, ownerId, id, null);
    return id;
  });
}

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", `${BASE}/by_inn/:inn`, (req) => {
    const caller = requireCaller(ctx, req);
    return contractorView(ctx.db, requireMemberContractorByInn(ctx.db, req.params.inn, caller.user.id));
  });

  r.route("POST", BASE, (req) => {
    const caller = requireCaller(ctx, req);
    requireRole(caller, "ROLE_OWNER");
    const fields = objectBody(req);
    const inn = check(requiredText(fields, "inn", MESSAGES.inn), isInn, MESSAGES.inn);
    if (ctx.db.prepare("SELECT 1 FROM contractors WHERE inn = ?").get(inn)) {
      throw alreadyExists("Компания с таким ИНН уже зарегистрирована");
    }
    const registered = draftFromRegistry(ctx.db, inn);
    const input = finalize(ctx.db, inn, overlay(registered, fields, registered.fullName === undefined));
    const id = createContractor(ctx, caller.user.id, inn, input);
    return contractorView(ctx.db, findContractor(ctx.db, id)!);
  });

  r.route("PUT", `${BASE}/:id`, (req) => {
    const caller = requireCaller(ctx, req);
    const row = requireMemberContractor(ctx.db, idParam(req), caller.user.id);
    if (row.owner_id !== caller.user.id) throw forbidden("Изменять данные компании может только владелец");
    const input = finalize(ctx.db, row.inn, overlay(draftFromRow(row), objectBody(req), false));
    ctx.db.prepare(`UPDATE contractors SET ${COLUMNS} WHERE id = @id`).run({ ...toParams(input), id: row.id });
    return contractorView(ctx.db, findContractor(ctx.db, row.id)!);
  });
}
