import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_CONTRACTORS,
  DEMO_CONTRACTS,
  DEMO_FREE_COMPANY_INNS,
  DEMO_OFFERS,
  DEMO_USERS,
} from "../../emulator/seed/demo";
import { expectError, startTestEmulator, type TestEmulator } from "./core-helpers";

const DIRECTORY = "/suppliers-users/directory";
const CONTRACTORS = "/suppliers-users/contractors";
const CONTRACTS = "/suppliers-contracts";
const ANALYTICS = "/suppliers-analytics/daily-orders/search";
const CREDENTIALS = "/suppliers-api/credentials";
const stroyMaster = DEMO_CONTRACTORS.stroyMaster;

/** A complete company card for a free INN the directory knows (Паркет Центр). */
const newCompany = {
  inn: DEMO_FREE_COMPANY_INNS.parquetCenter,
  shortName: "ООО «Паркет Центр»",
  orgTypeId: 1,
  phone: "+7 (812) 555-44-33",
  sectionIds: [6, 10],
  bic: "044525901",
  bankName: "АО «СтройБанк»",
  corrAccount: "30101810300000000901",
  settAccount: "40702810100000098765",
  persons: [{ fio: "Белов Константин Юрьевич", position: "Генеральный директор", reason: "Устав" }],
  addresses: [{ type: "legal", fullAddress: "г. Санкт-Петербург, Лиговский пр-кт, д. 50, лит. М", zipCode: "191040" }],
};

let api: TestEmulator;
const tokens: Record<"owner" | "other" | "noCompany" | "noContract" | "manager", string> = {} as never;
/** Signs every account in again (a reset ends all sessions). */
async function signInAll(): Promise<void> {
  tokens.owner = (await api.login(DEMO_USERS.owner.phone)).token;
  tokens.other = (await api.login(DEMO_USERS.otherSupplier.phone)).token;
  tokens.noCompany = (await api.login(DEMO_USERS.ownerWithoutCompany.phone)).token;
  tokens.noContract = (await api.login(DEMO_USERS.ownerWithoutContract.phone)).token;
  tokens.manager = (await api.login(DEMO_USERS.manager.phone)).token;
}

beforeAll(async () => {
  api = await startTestEmulator();
  await signInAll();
});
afterAll(() => api.stop());

describe("directory", () => {
  it("finds a company by INN in the registry", async () => {
    const res = await api.call("GET", `${DIRECTORY}/kontur_focus?inn=${DEMO_FREE_COMPANY_INNS.svetDom}`, {
      token: tokens.noCompany,
    });
    expect(res.body).toMatchObject({
      inn: DEMO_FREE_COMPANY_INNS.svetDom,
      shortName: "ООО «СветДом»",
      kpp: "773001001",
      orgType: "ООО",
    });
    expect(res.body).toHaveProperty("address");
    expect(res.body).toHaveProperty("headFio");
    expectError(await api.call("GET", `${DIRECTORY}/kontur_focus?inn=7700000001`, { token: tokens.noCompany }), 404);
    expectError(await api.call("GET", `${DIRECTORY}/kontur_focus?inn=12`, { token: tokens.noCompany }), 400);
    expectError(await api.call("GET", `${DIRECTORY}/kontur_focus?inn=${DEMO_FREE_COMPANY_INNS.svetDom}`), 401);
  });

  it("lists sections and ownership forms", async () => {
    const sections = await api.call("GET", `${DIRECTORY}/sections`);
    expect(sections.body.total).toBe(sections.body.items.length);
    expect(sections.body.items[0]).toEqual({ id: 1, name: "Строительные материалы" });
    const orgTypes = await api.call("GET", `${DIRECTORY}/org_type`);
    expect(orgTypes.body.items).toContainEqual({ id: 2, name: "ИП", fullName: "Индивидуальный предприниматель" });
  });
});

describe("contractors", () => {
  it("reads the caller's company by INN with every spec field", async () => {
    const { body } = await api.call("GET", `${CONTRACTORS}/by_inn/${stroyMaster.inn}`, { token: tokens.owner });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        "id",
        "inn",
        "kpp",
        "fullName",
        "shortName",
        "orgType",
        "orgTypeId",
        "phone",
        "sections",
        "sectionIds",
        "sellerId",
        "bic",
        "bankName",
        "corrAccount",
        "settAccount",
        "availPromo",
        "persons",
        "addresses",
        "addressString",
        "postAddress",
        "headFio",
        "isDiffPostAddress",
      ]),
    );
    expect(body.sections[0]).toEqual({ id: 1, name: "Строительные материалы" });
    expect(body.persons[0]).toMatchObject({ fio: DEMO_USERS.owner.name, isNotGeneralDirector: false });
  });

  it("never shows or changes another supplier's company (404)", async () => {
    expectError(
      await api.call("GET", `${CONTRACTORS}/by_inn/${stroyMaster.inn}`, { token: tokens.other }),
      404,
      "element_notfound",
    );
    expectError(
      await api.call("PUT", `${CONTRACTORS}/${stroyMaster.id}`, { token: tokens.other, body: { shortName: "Чужое" } }),
      404,
    );
    expectError(
      await api.call("GET", `${CONTRACTS}/contracts/by_inn/${stroyMaster.inn}`, { token: tokens.other }),
      404,
    );
  });

  it("lets only the owner edit; the legal name and INN stay", async () => {
    expectError(
      await api.call("PUT", `${CONTRACTORS}/${stroyMaster.id}`, {
        token: tokens.manager,
        body: { phone: "74950000000" },
      }),
      403,
    );
    const res = await api.call("PUT", `${CONTRACTORS}/${stroyMaster.id}`, {
      token: tokens.owner,
      body: { phone: "+7 (495) 000-11-22", fullName: "Другое", inn: "0000000000", bic: "044030788" },
    });
    expect(res.body).toMatchObject({
      phone: "74950001122",
      fullName: "Общество с ограниченной ответственностью «СтройМастер»",
      inn: stroyMaster.inn,
      bic: "044030788",
    });
    expectError(
      await api.call("PUT", `${CONTRACTORS}/${stroyMaster.id}`, { token: tokens.owner, body: { bic: "12345" } }),
      400,
    );
    expectError(
      await api.call("PUT", `${CONTRACTORS}/${stroyMaster.id}`, { token: tokens.owner, body: { settAccount: "1" } }),
      400,
    );
  });

  it("registers a company, prefilled from the registry, as the caller's active company", async () => {
    expectError(
      await api.call("POST", CONTRACTORS, { token: tokens.noCompany, body: { ...newCompany, inn: "123" } }),
      400,
    );
    expectError(
      await api.call("POST", CONTRACTORS, { token: tokens.noCompany, body: { ...newCompany, sectionIds: [] } }),
      400,
    );
    expectError(
      await api.call("POST", CONTRACTORS, { token: tokens.noCompany, body: { ...newCompany, inn: stroyMaster.inn } }),
      400,
      "already_exists",
    );
    expectError(await api.call("POST", CONTRACTORS, { token: tokens.manager, body: newCompany }), 403);

    const created = await api.call("POST", CONTRACTORS, { token: tokens.noCompany, body: newCompany });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      inn: newCompany.inn,
      kpp: "781201001",
      fullName: "Общество с ограниченной ответственностью «Паркет Центр»",
      headFio: "Белов Константин Юрьевич",
      addressString: "191040, г. Санкт-Петербург, Лиговский пр-кт, д. 50, лит. М",
    });
    const session = await api.call("GET", `/suppliers-users/users/${DEMO_USERS.ownerWithoutCompany.id}/session`, {
      token: tokens.noCompany,
    });
    expect(session.body).toEqual({
      activeContractorId: created.body.id,
      activeContractId: null,
      activeContractNumber: null,
    });
  });
});

describe("contracts and offers", () => {
  it("lists a company's contracts", async () => {
    const { body } = await api.call("GET", `${CONTRACTS}/contracts/by_inn/${stroyMaster.inn}`, { token: tokens.owner });
    expect(body.total).toBe(2);
    expect(body.items).toContainEqual(
      expect.objectContaining({
        id: DEMO_CONTRACTS.stroyMasterActive.id,
        number: DEMO_CONTRACTS.stroyMasterActive.number,
        status: "active",
        contractType: "commission",
        endAt: null,
      }),
    );
    expect(body.items).toContainEqual(expect.objectContaining({ status: "completed", endAt: expect.any(String) }));
  });

  it("signs a commission contract that becomes the active one", async () => {
    const inn = DEMO_CONTRACTORS.remontPlus.inn;
    const sign = (body: object) => api.call("POST", `${CONTRACTS}/contracts`, { token: tokens.noContract, body });
    expectError(await sign({ contractType: "supply", inn, offerAccepted: true }), 400);
    expectError(await sign({ contractType: "commission", inn, offerAccepted: false }), 400);
    expectError(await sign({ contractType: "commission", inn: stroyMaster.inn, offerAccepted: true }), 404);

    const created = await sign({ contractType: "commission", inn, offerAccepted: true });
    expect(created.body).toMatchObject({
      status: "active",
      contractType: "commission",
      number: expect.stringMatching(/-К-\d+$/),
    });
    const session = await api.call("GET", `/suppliers-users/users/${DEMO_USERS.ownerWithoutContract.id}/session`, {
      token: tokens.noContract,
    });
    expect(session.body).toMatchObject({
      activeContractId: created.body.id,
      activeContractNumber: created.body.number,
    });
    expectError(await sign({ contractType: "commission", inn, offerAccepted: true }), 400, "already_exists");
  });

  it("serves the active offer, one by id, and the history", async () => {
    const active = await api.call("GET", `${CONTRACTS}/offers/active`, { token: tokens.owner });
    expect(active.body).toMatchObject({
      id: DEMO_OFFERS.activeId,
      version: "2.0",
      active: true,
    });
    expect(active.body.content.split("\n\n").length).toBeGreaterThanOrEqual(3);
    expect((await api.call("GET", `${CONTRACTS}/offers/1`, { token: tokens.owner })).body.version).toBe("1.0");
    expectError(await api.call("GET", `${CONTRACTS}/offers/999`, { token: tokens.owner }), 404);
    const history = await api.call("GET", `${CONTRACTS}/offers/history`, { token: tokens.owner });
    expect(history.body.items.map((o: any) => o.version)).toEqual(["2.0", "1.1", "1.0"]);
  });
});

describe("analytics", () => {
  it("gives 30 days of ordered amounts ending today for company 01", async () => {
    const { body } = await api.call("POST", ANALYTICS, {
      token: tokens.owner,
      body: { contractNumber: DEMO_CONTRACTS.stroyMasterActive.number },
    });
    expect(body.items).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.items.at(-1).completedAt.slice(0, 10)).toBe(today);
    for (const item of body.items) expect(item.orderAmountPerDay).toBeGreaterThan(50_000);
    const sum = body.items.reduce((s: number, i: any) => s + i.orderAmountPerDay, 0);
    expect(body.total).toBeCloseTo(sum, 2);
    expect(body.productsCost).toEqual({ myProductsCost: expect.any(Number), dcProductsCost: expect.any(Number) });
  });

  it("is empty for the caller's other contracts, 404 for others', 400 without a number", async () => {
    const completed = await api.call("POST", ANALYTICS, {
      token: tokens.owner,
      body: { contractNumber: DEMO_CONTRACTS.stroyMasterCompleted.number },
    });
    expect(completed.body).toEqual({ items: [], total: 0, productsCost: { myProductsCost: 0, dcProductsCost: 0 } });
    expectError(
      await api.call("POST", ANALYTICS, {
        token: tokens.other,
        body: { contractNumber: DEMO_CONTRACTS.stroyMasterActive.number },
      }),
      404,
    );
    expectError(await api.call("POST", ANALYTICS, { token: tokens.owner, body: {} }), 400);
  });

  it("is the same after a reseed", async () => {
    const read = async () => {
      const token = (await api.login(DEMO_USERS.owner.phone)).token;
      return (
        await api.call("POST", ANALYTICS, { token, body: { contractNumber: DEMO_CONTRACTS.stroyMasterActive.number } })
      ).body;
    };
    const before = await read();
    await api.reset();
    expect(await read()).toEqual(before);
    await signInAll();
  });
});

describe("claims", () => {
  const trade = {
    claimFormId: 12,
    clientFullName: "Громов Олег Игоревич",
    clientPhone: "+7 (915) 123-45-67",
    clientEmail: "gromov@example.ru",
    appealType: "supplier",
    brand: "ГромСтрой",
    infoSource: "Поиск в интернете",
    post: "Директор",
    area: "Москва",
    palletPlaceQuantity: 12,
    productCategories: ["Инструменты", "Крепёж и метизы"],
  };

  it("accepts a trade claim from a visitor and validates it", async () => {
    const res = await api.call("POST", "/crm-claim/claim", { body: trade });
    expect(res).toEqual({ status: 200, body: {} });
    expectError(await api.call("POST", "/crm-claim/claim", { body: { ...trade, brand: "" } }), 400);
    expectError(await api.call("POST", "/crm-claim/claim", { body: { ...trade, clientPhone: "12" } }), 400);
    expectError(await api.call("POST", "/crm-claim/claim", { body: { ...trade, claimFormId: 99 } }), 400);
  });

  it("accepts feedback from a signed-in supplier only", async () => {
    const feedback = {
      claimFormId: 6,
      categoryId: 2,
      mainText: "Не загружается файл с товарами",
      clientFullName: DEMO_USERS.owner.name,
      clientEmail: DEMO_USERS.owner.email,
      attachmentLinks: ["https://cdn.example.ru/screenshot.png"],
      site: "seller",
    };
    expectError(await api.call("POST", "/crm-claim/claim", { body: feedback }), 401);
    expect((await api.call("POST", "/crm-claim/claim", { token: tokens.owner, body: feedback })).status).toBe(200);
    expectError(
      await api.call("POST", "/crm-claim/claim", { token: tokens.owner, body: { ...feedback, mainText: " " } }),
      400,
    );
  });
});

describe("API credentials", () => {
  it("issues a key for the active contract to its owner only", async () => {
    const empty = await api.call("GET", `${CREDENTIALS}/by_contract`, { token: tokens.owner });
    expect(empty.body).toEqual({
      contractNumber: DEMO_CONTRACTS.stroyMasterActive.number,
      apiKey: null,
      createdAt: null,
    });
    const issued = await api.call("POST", CREDENTIALS, { token: tokens.owner });
    expect(issued.body.apiKey).toMatch(/^mp_[0-9a-f]{48}$/);
    const reissued = await api.call("POST", CREDENTIALS, { token: tokens.owner });
    expect(reissued.body.apiKey).not.toBe(issued.body.apiKey);
    expect((await api.call("GET", `${CREDENTIALS}/by_contract`, { token: tokens.owner })).body.apiKey).toBe(
      reissued.body.apiKey,
    );

    expectError(await api.call("GET", `${CREDENTIALS}/by_contract`, { token: tokens.manager }), 403);
    expectError(
      await api.call("GET", `${CREDENTIALS}/by_contract?contractId=${DEMO_CONTRACTS.stroyMasterActive.id}`, {
        token: tokens.other,
      }),
      404,
    );
    expectError(
      await api.call("GET", `${CREDENTIALS}/by_contract`, { token: tokens.noCompany }),
      400,
      "contract_required",
    );
  });
});
