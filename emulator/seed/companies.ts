import { named, type Db } from "../db";
import type { Address, Person } from "../store/contractors";
import { DEMO_CONTRACTORS, DEMO_CONTRACTS, DEMO_FREE_COMPANY_INNS, DEMO_OFFERS, DEMO_USERS } from "./demo";
import type { SeedModule } from "./seed-module";

const ORG_TYPES = [
  { id: 1, name: "ООО", fullName: "Общество с ограниченной ответственностью" },
  { id: 2, name: "ИП", fullName: "Индивидуальный предприниматель" },
  { id: 3, name: "АО", fullName: "Акционерное общество" },
  { id: 4, name: "ПАО", fullName: "Публичное акционерное общество" },
];

const SECTIONS = [
  "Строительные материалы",
  "Инструменты",
  "Электротовары",
  "Сантехника",
  "Отделочные материалы",
  "Напольные покрытия",
  "Двери и окна",
  "Освещение",
  "Мебель",
  "Декор и интерьер",
  "Сад и дача",
  "Крепёж и метизы",
];

/** Two fictitious banks; BIC, correspondent and settlement accounts pass the Bank of Russia checksum. */
const STROYBANK = { bic: "044525901", bankName: "АО «СтройБанк»", corrAccount: "30101810300000000901" };
const SEVERNY_BANK = { bic: "044030788", bankName: "ПАО «Банк Северная Столица»", corrAccount: "30101810200000000788" };

interface SeedCompany {
  id: number;
  ownerId: number;
  inn: string;
  kpp: string | null;
  fullName: string;
  shortName: string;
  orgTypeId: number;
  phone: string;
  sectionIds: number[];
  bank: typeof STROYBANK;
  settAccount: string;
  head: string;
  headReason: string;
  legal: Omit<Address, "type">;
  post?: Omit<Address, "type">;
  /** Workers linked to the company besides its owner. */
  workerIds: number[];
  createdAt: string;
}

const COMPANIES: SeedCompany[] = [
  {
    ...DEMO_CONTRACTORS.stroyMaster,
    kpp: "772801001",
    fullName: "Общество с ограниченной ответственностью «СтройМастер»",
    orgTypeId: 1,
    phone: "74951234567",
    sectionIds: [1, 2, 5, 6],
    bank: STROYBANK,
    settAccount: "40702810700000012345",
    head: DEMO_USERS.owner.name,
    headReason: "Устав",
    legal: { fullAddress: "г. Москва, ул. Профсоюзная, д. 65, к. 1, офис 402", zipCode: "117342" },
    post: { fullAddress: "г. Москва, ул. Обручева, д. 30/1, стр. 2", zipCode: "117485" },
    workerIds: [
      DEMO_USERS.manager.id,
      DEMO_USERS.contentManager.id,
      DEMO_USERS.invitedWorker.id,
      DEMO_USERS.activeWorker.id,
      DEMO_USERS.blockedWorker.id,
    ],
    createdAt: "2023-02-20T09:15:00.000Z",
  },
  {
    ...DEMO_CONTRACTORS.remontPlus,
    kpp: "500301001",
    fullName: "Общество с ограниченной ответственностью «Ремонт Плюс»",
    orgTypeId: 1,
    phone: "74957654321",
    sectionIds: [4, 7],
    bank: SEVERNY_BANK,
    settAccount: "40702810700000031415",
    head: DEMO_USERS.ownerWithoutContract.name,
    headReason: "Устав",
    legal: { fullAddress: "Московская обл., г. Видное, ул. Заводская, д. 20", zipCode: "142703" },
    workerIds: [],
    createdAt: "2024-11-05T12:40:00.000Z",
  },
  {
    ...DEMO_CONTRACTORS.novikova,
    kpp: null,
    fullName: "Индивидуальный предприниматель Новикова Ольга Дмитриевна",
    orgTypeId: 2,
    phone: DEMO_USERS.ownerWithSmsLogin.phone,
    sectionIds: [8, 10],
    bank: STROYBANK,
    settAccount: "40802810200000077777",
    head: DEMO_USERS.ownerWithSmsLogin.name,
    headReason: "Лист записи ЕГРИП",
    legal: { fullAddress: "г. Москва, ул. 7-я Кожуховская, д. 9, кв. 45", zipCode: "115193" },
    workerIds: [],
    createdAt: "2024-08-20T07:05:00.000Z",
  },
  {
    ...DEMO_CONTRACTORS.interiorTorg,
    kpp: "771501001",
    fullName: "Общество с ограниченной ответственностью «ИнтерьерТорг»",
    orgTypeId: 1,
    phone: "74992223344",
    sectionIds: [9, 10],
    bank: SEVERNY_BANK,
    settAccount: "40702810500000027182",
    head: DEMO_USERS.otherSupplier.name,
    headReason: "Устав",
    legal: { fullAddress: "г. Москва, Алтуфьевское ш., д. 37, стр. 1", zipCode: "127410" },
    workerIds: [],
    createdAt: "2024-09-30T10:00:00.000Z",
  },
];

/** Companies the directory knows but nobody registered: the company form can be prefilled from them. */
const FREE_KONTUR_COMPANIES = [
  {
    inn: DEMO_FREE_COMPANY_INNS.parquetCenter,
    kpp: "781201001",
    fullName: "Общество с ограниченной ответственностью «Паркет Центр»",
    shortName: "ООО «Паркет Центр»",
    orgTypeId: 1,
    address: "г. Санкт-Петербург, Лиговский пр-кт, д. 50, лит. М",
    zipCode: "191040",
    headFio: "Белов Константин Юрьевич",
  },
  {
    inn: DEMO_FREE_COMPANY_INNS.svetDom,
    kpp: "773001001",
    fullName: "Общество с ограниченной ответственностью «СветДом»",
    shortName: "ООО «СветДом»",
    orgTypeId: 1,
    address: "г. Москва, ул. Кастанаевская, д. 17",
    zipCode: "121096",
    headFio: "Крылова Наталья Евгеньевна",
  },
  {
    inn: DEMO_FREE_COMPANY_INNS.individualEntrepreneur,
    kpp: null,
    fullName: "Индивидуальный предприниматель Орлов Виктор Сергеевич",
    shortName: "ИП Орлов В. С.",
    orgTypeId: 2,
    address: "Московская обл., г. Подольск, ул. Кирова, д. 12, кв. 8",
    zipCode: "142100",
    headFio: "Орлов Виктор Сергеевич",
  },
];

const OFFER_TEXT = [
  "Настоящая оферта определяет условия, на которых маркетплейс принимает товары поставщика на реализацию по договору комиссии и продаёт их покупателям от своего имени.",
  "Поставщик размещает в личном кабинете карточки товаров с достоверным описанием, ценой и остатками. Маркетплейс вправе отклонить карточку, не прошедшую модерацию, с указанием причины.",
  "Вознаграждение маркетплейса составляет 25 % от стоимости проданного товара. Отчёт комиссионера формируется ежемесячно и доступен в разделе «Документы».",
  "Расчёты с поставщиком производятся по безналичному расчёту на расчётный счёт, указанный в реквизитах компании, не позднее 15 рабочих дней после окончания отчётного периода.",
  "Оферта считается принятой с момента проставления отметки о согласии в личном кабинете и действует до её отзыва одной из сторон с уведомлением за 30 календарных дней.",
];

const OFFERS = [
  { id: 1, version: "1.0", publishedAt: "2023-01-16T00:00:00.000Z", paragraphs: OFFER_TEXT.slice(0, 4) },
  { id: 2, version: "1.1", publishedAt: "2023-09-01T00:00:00.000Z", paragraphs: OFFER_TEXT.slice(0, 5) },
  { id: DEMO_OFFERS.activeId, version: "2.0", publishedAt: "2024-06-03T00:00:00.000Z", paragraphs: OFFER_TEXT },
];

const CONTRACTS = [
  {
    ...DEMO_CONTRACTS.stroyMasterCompleted,
    status: "completed",
    offerId: 1,
    startAt: "2023-03-01",
    endAt: "2024-07-14",
  },
  { ...DEMO_CONTRACTS.stroyMasterActive, status: "active", offerId: 3, startAt: "2024-07-15", endAt: null },
  { ...DEMO_CONTRACTS.novikovaActive, status: "active", offerId: 3, startAt: "2024-09-02", endAt: null },
  { ...DEMO_CONTRACTS.interiorTorgActive, status: "active", offerId: 3, startAt: "2024-10-10", endAt: null },
  {
    ...DEMO_CONTRACTS.interiorTorgCompleted,
    status: "completed",
    offerId: 1,
    startAt: "2022-05-16",
    endAt: "2024-10-09",
  },
];

const isoDate = (day: string | null) => (day ? `${day}T00:00:00.000Z` : null);

function seedDirectories(db: Db): void {
  const orgType = db.prepare("INSERT INTO org_types (id, name, full_name) VALUES (?, ?, ?)");
  for (const t of ORG_TYPES) orgType.run(t.id, t.name, t.fullName);
  const section = db.prepare("INSERT INTO sections (id, name) VALUES (?, ?)");
  SECTIONS.forEach((name, index) => section.run(index + 1, name));

  const kontur = db.prepare(
    `INSERT INTO kontur_companies (inn, kpp, full_name, short_name, org_type_id, address, zip_code, head_fio)
     VALUES (@inn, @kpp, @fullName, @shortName, @orgTypeId, @address, @zipCode, @headFio)`,
  );
  for (const c of COMPANIES) {
    kontur.run(named({ ...c, address: c.legal.fullAddress, zipCode: c.legal.zipCode, headFio: c.head }));
  }
  for (const c of FREE_KONTUR_COMPANIES) kontur.run(c);
}

function seedContractors(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO contractors (id, owner_id, inn, kpp, full_name, short_name, org_type_id, phone, section_ids, seller_id,
                              bic, bank_name, corr_account, sett_account, avail_promo, persons, addresses, head_fio,
                              is_diff_post_address, created_at)
     VALUES (@id, @ownerId, @inn, @kpp, @fullName, @shortName, @orgTypeId, @phone, @sectionIds, @sellerId,
             @bic, @bankName, @corrAccount, @settAccount, 1, @persons, @addresses, @head, @isDiffPostAddress, @createdAt)`,
  );
  const member = db.prepare("INSERT INTO contractor_members (contractor_id, user_id) VALUES (?, ?)");
  for (const c of COMPANIES) {
    const persons: Person[] = [
      {
        fio: c.head,
        position: c.orgTypeId === 2 ? "Индивидуальный предприниматель" : "Генеральный директор",
        reason: c.headReason,
        isNotGeneralDirector: false,
      },
    ];
    const addresses: Address[] = [
      { type: "legal", ...c.legal },
      ...(c.post ? [{ type: "post" as const, ...c.post }] : []),
    ];
    insert.run(
      named({
        ...c,
        ...c.bank,
        sectionIds: JSON.stringify(c.sectionIds),
        sellerId: String(100_000 + c.id),
        persons: JSON.stringify(persons),
        addresses: JSON.stringify(addresses),
        isDiffPostAddress: c.post ? 1 : 0,
      }),
    );
    for (const userId of [c.ownerId, ...c.workerIds]) member.run(c.id, userId);
  }
}

function seedOffersAndContracts(db: Db): void {
  const offer = db.prepare(
    "INSERT INTO offers (id, title, version, published_at, content, url, is_active) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  for (const o of OFFERS) {
    offer.run(
      o.id,
      `Оферта для поставщиков (договор комиссии), редакция ${o.version}`,
      o.version,
      o.publishedAt,
      o.paragraphs.join("\n\n"),
      `/offers/supplier-offer-${o.version}.pdf`,
      o.id === DEMO_OFFERS.activeId ? 1 : 0,
    );
  }
  const contract = db.prepare(
    `INSERT INTO contracts (id, contractor_id, number, status, contract_type, offer_id, start_at, end_at, created_at)
     VALUES (?, ?, ?, ?, 'commission', ?, ?, ?, ?)`,
  );
  for (const c of CONTRACTS) {
    contract.run(
      c.id,
      c.contractorId,
      c.number,
      c.status,
      c.offerId,
      isoDate(c.startAt),
      isoDate(c.endAt),
      isoDate(c.startAt),
    );
  }
}

export const companiesSeed: SeedModule = {
  name: "companies",
  run(db) {
    seedDirectories(db);
    seedContractors(db);
    seedOffersAndContracts(db);
  },
};
