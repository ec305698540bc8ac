/**
 * Ids and identities of the seeded demo data (README's demo accounts), for seed modules, other emulator
 * modules and the portal's tests. Every demo login uses DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = "demo123";

interface DemoUser {
  id: number;
  phone: string;
  email: string;
  name: string;
}

const demoUser = (id: number, name: string): DemoUser => {
  const nn = String(id).padStart(2, "0");
  return { id, phone: `790000000${nn}`, email: `demo${nn}@portal.test`, name };
};

export const DEMO_USERS = {
  /** 01: owner of СтройМастер (active commission contract + a completed one), trustee, 30 days of analytics. */
  owner: demoUser(1, "Иванов Сергей Петрович"),
  /** 02: owner without a company (onboarding step 1). */
  ownerWithoutCompany: demoUser(2, "Смирнова Анна Владимировна"),
  /** 03: owner of Ремонт Плюс, no contract (onboarding step 2). */
  ownerWithoutContract: demoUser(3, "Кузнецов Дмитрий Алексеевич"),
  /** 04: manager of СтройМастер. */
  manager: demoUser(4, "Попова Елена Игоревна"),
  /** 05: content manager of СтройМастер. */
  contentManager: demoUser(5, "Васильев Андрей Николаевич"),
  /** 06: service user, may impersonate (ROLE_ALLOWED_TO_SWITCH). */
  service: demoUser(6, "Морозов Илья Сергеевич"),
  /** 07: owner (ИП Новикова, active contract) whose login needs an SMS code. */
  ownerWithSmsLogin: demoUser(7, "Новикова Ольга Дмитриевна"),
  /** 08: an independent supplier (ИнтерьерТорг), for ownership tests; not a listed demo login. */
  otherSupplier: demoUser(8, "Соколов Максим Андреевич"),
  /** 09–11: workers of owner 01 in each status. 09 has no password yet. */
  invitedWorker: demoUser(9, "Фёдоров Павел Андреевич"),
  activeWorker: demoUser(10, "Лебедева Мария Олеговна"),
  blockedWorker: demoUser(11, "Козлов Артём Викторович"),
} as const;

export const DEMO_CONTRACTORS = {
  stroyMaster: { id: 1, inn: "7728145639", shortName: "ООО «СтройМастер»", ownerId: DEMO_USERS.owner.id },
  remontPlus: { id: 2, inn: "5003127847", shortName: "ООО «Ремонт Плюс»", ownerId: DEMO_USERS.ownerWithoutContract.id },
  novikova: { id: 3, inn: "772512345622", shortName: "ИП Новикова О. Д.", ownerId: DEMO_USERS.ownerWithSmsLogin.id },
  interiorTorg: { id: 4, inn: "7715984323", shortName: "ООО «ИнтерьерТорг»", ownerId: DEMO_USERS.otherSupplier.id },
} as const;

export const DEMO_CONTRACTS = {
  stroyMasterActive: { id: 1, number: "2024-К-0117", contractorId: DEMO_CONTRACTORS.stroyMaster.id },
  stroyMasterCompleted: { id: 2, number: "2023-К-0042", contractorId: DEMO_CONTRACTORS.stroyMaster.id },
  novikovaActive: { id: 3, number: "2024-К-0158", contractorId: DEMO_CONTRACTORS.novikova.id },
  interiorTorgActive: { id: 4, number: "2024-К-0163", contractorId: DEMO_CONTRACTORS.interiorTorg.id },
  /** Gives supplier 08 a second contract to work under, for the portal's contract switcher. */
  interiorTorgCompleted: { id: 5, number: "2022-К-0311", contractorId: DEMO_CONTRACTORS.interiorTorg.id },
} as const;

/** INNs the kontur_focus directory knows but no supplier has registered yet (for the company form). */
export const DEMO_FREE_COMPANY_INNS = {
  parquetCenter: "7812345675",
  svetDom: "7730456127",
  individualEntrepreneur: "502498765421",
} as const;

export const DEMO_OFFERS = { activeId: 3 } as const;
