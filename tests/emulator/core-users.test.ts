import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CONTRACTORS, DEMO_CONTRACTS, DEMO_USERS } from "../../emulator/seed/demo";
import { expectError, startTestEmulator, type TestEmulator } from "./core-helpers";

const USERS = "/suppliers-users/users";
const MANAGERS = "/suppliers-users/managers";
const owner = DEMO_USERS.owner;

let api: TestEmulator;
let ownerToken: string;
beforeAll(async () => {
  api = await startTestEmulator();
  ownerToken = (await api.login(owner.phone)).token;
});
afterAll(() => api.stop());

/** For tests that change shared demo data: start from the seed (a reset also ends every session). */
async function freshOwnerToken(): Promise<string> {
  await api.reset();
  return (await api.login(owner.phone)).token;
}

describe("users/me", () => {
  it("describes owner 01 with companies and trustee flag", async () => {
    const { status, body } = await api.call("GET", `${USERS}/me`, { token: ownerToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: owner.id,
      name: owner.name,
      phone: owner.phone,
      email: owner.email,
      roles: ["ROLE_OWNER"],
      trustee: true,
    });
    expect(body.contractors).toHaveLength(1);
    expect(body.contractors[0]).toMatchObject({
      id: DEMO_CONTRACTORS.stroyMaster.id,
      inn: DEMO_CONTRACTORS.stroyMaster.inn,
      shortName: "ООО «СтройМастер»",
      orgType: "ООО",
      isDiffPostAddress: true,
    });
  });

  it("says nothing of the active company and contract: that is users/{id}/session", async () => {
    const { body } = await api.call("GET", `${USERS}/me`, { token: ownerToken });
    expect(body).not.toHaveProperty("session");
  });
});

describe("users/{id}", () => {
  it("reads oneself and one's workers, nobody else", async () => {
    expect((await api.call("GET", `${USERS}/${owner.id}`, { token: ownerToken })).body.id).toBe(owner.id);
    expect((await api.call("GET", `${USERS}/${DEMO_USERS.manager.id}`, { token: ownerToken })).body.roles).toEqual([
      "ROLE_MANAGER",
    ]);
    expectError(
      await api.call("GET", `${USERS}/${DEMO_USERS.otherSupplier.id}`, { token: ownerToken }),
      404,
      "element_notfound",
    );
    expectError(await api.call("GET", `${USERS}/abc`, { token: ownerToken }), 404);
  });

  it("renames at once and changes the phone only with the code sent to the new phone", async () => {
    ownerToken = await freshOwnerToken();
    const path = `${USERS}/${owner.id}`;
    const renamed = await api.call("PUT", path, { token: ownerToken, body: { name: "Иванов Сергей Павлович" } });
    expect(renamed.body.name).toBe("Иванов Сергей Павлович");
    expectError(await api.call("PUT", path, { token: ownerToken, body: { name: "x" } }), 400);
    expectError(
      await api.call("PUT", path, { token: ownerToken, body: { phone: DEMO_USERS.manager.phone } }),
      400,
      "already_exists",
    );

    const asked = await api.call("PUT", path, { token: ownerToken, body: { phone: "+7 (901) 111-22-33" } });
    expect(asked).toEqual({ status: 202, body: { codeRequired: true } });
    const code = await api.lastCode("79011112233");
    const wrong = code === "1234" ? "4321" : "1234";
    expectError(await api.call("PUT", path, { token: ownerToken, body: { phone: "79011112233", code: wrong } }), 406);
    const changed = await api.call("PUT", path, { token: ownerToken, body: { phone: "79011112233", code } });
    expect(changed.body.phone).toBe("79011112233");
    expectError(
      await api.call("PUT", `${USERS}/${DEMO_USERS.manager.id}`, { token: ownerToken, body: { name: "Попова Елена" } }),
      404,
    );
  });
});

describe("users/{id}/session", () => {
  it("stores nothing until a choice is written: the default company and contract are the client's", async () => {
    ownerToken = await freshOwnerToken();
    expect((await api.call("GET", `${USERS}/${owner.id}/session`, { token: ownerToken })).body).toEqual({
      activeContractorId: null,
      activeContractId: null,
      activeContractNumber: null,
    });
  });

  it("switches the active contract within the user's companies only", async () => {
    ownerToken = await freshOwnerToken();
    const path = `${USERS}/${owner.id}/session`;
    const completed = DEMO_CONTRACTS.stroyMasterCompleted;
    const res = await api.call("PUT", path, {
      token: ownerToken,
      body: { activeContractorId: DEMO_CONTRACTORS.stroyMaster.id, activeContractId: completed.id },
    });
    expect(res.body).toEqual({
      activeContractorId: DEMO_CONTRACTORS.stroyMaster.id,
      activeContractId: completed.id,
      activeContractNumber: completed.number,
    });
    expect((await api.call("GET", path, { token: ownerToken })).body.activeContractId).toBe(completed.id);

    const foreignCompany = { activeContractorId: DEMO_CONTRACTORS.interiorTorg.id, activeContractId: null };
    expectError(await api.call("PUT", path, { token: ownerToken, body: foreignCompany }), 404);
    const foreignContract = {
      activeContractorId: DEMO_CONTRACTORS.stroyMaster.id,
      activeContractId: DEMO_CONTRACTS.interiorTorgActive.id,
    };
    expectError(await api.call("PUT", path, { token: ownerToken, body: foreignContract }), 404);
    expectError(await api.call("GET", `${USERS}/${DEMO_USERS.otherSupplier.id}/session`, { token: ownerToken }), 404);
    expectError(await api.call("PUT", path, { token: ownerToken, body: { activeContractorId: null } }), 400);
    const cleared = await api.call("PUT", path, {
      token: ownerToken,
      body: { activeContractorId: null, activeContractId: null },
    });
    expect(cleared.body).toEqual({ activeContractorId: null, activeContractId: null, activeContractNumber: null });
  });
});

describe("companies counter", () => {
  it("is public", async () => {
    const res = await api.call("GET", `${USERS}/info/get-count-users`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBeGreaterThan(1000);
  });
});

describe("managers", () => {
  it("lists the owner's workers sorted as asked: 'desc' from the smallest (the inverted direction)", async () => {
    const res = await api.call("GET", `${MANAGERS}/by-owner?field=name&direction=desc`, { token: ownerToken });
    expect(res.body.total).toBe(5);
    const names = res.body.items.map((w: any) => w.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byStatus = Object.fromEntries(res.body.items.map((w: any) => [w.id, w.status]));
    expect(byStatus).toMatchObject({
      [DEMO_USERS.invitedWorker.id]: "invited",
      [DEMO_USERS.activeWorker.id]: "active",
      [DEMO_USERS.blockedWorker.id]: "not_active",
    });
    expect(res.body.items.find((w: any) => w.id === DEMO_USERS.manager.id)).toMatchObject({
      roles: ["ROLE_MANAGER"],
      userRole: "manager",
      statusDescription: "Активен",
      contractorIds: [DEMO_CONTRACTORS.stroyMaster.id],
      contractors: [DEMO_CONTRACTORS.stroyMaster.id],
    });
  });

  it("is for owners only", async () => {
    const { token } = await api.login(DEMO_USERS.manager.phone);
    expectError(await api.call("GET", `${MANAGERS}/by-owner`, { token }), 403);
    expectError(await api.call("PUT", `${MANAGERS}/${DEMO_USERS.activeWorker.id}/block`, { token }), 403);
  });

  it("invites a worker, who then confirms, and the owner edits, blocks and activates them", async () => {
    ownerToken = await freshOwnerToken();
    const invite = {
      name: "Зайцева Ирина Олеговна",
      phone: "79035556677",
      email: "zaytseva@example.ru",
      userRole: "contentManager",
      contractorIds: [DEMO_CONTRACTORS.stroyMaster.id],
    };
    const created = await api.call("POST", `${MANAGERS}/signup`, { token: ownerToken, body: invite });
    expect(created.body).toMatchObject({
      status: "invited",
      roles: ["ROLE_CONTENT_MANAGER"],
      statusDescription: "Приглашен",
    });
    const id = created.body.id;
    expectError(
      await api.call("POST", `${MANAGERS}/signup`, { token: ownerToken, body: invite }),
      400,
      "already_exists",
    );
    expectError(
      await api.call("POST", `${MANAGERS}/signup`, {
        token: ownerToken,
        body: {
          ...invite,
          phone: "79035556678",
          email: "b@example.ru",
          contractorIds: [DEMO_CONTRACTORS.interiorTorg.id],
        },
      }),
      404,
    );
    expectError(
      await api.call("POST", `${MANAGERS}/signup`, { token: ownerToken, body: { ...invite, userRole: "boss" } }),
      400,
    );

    const link = await api.call("POST", `${MANAGERS}/${id}/send-link`, { token: ownerToken });
    expect(link.status).toBe(200);
    const code = await api.lastCode(invite.email);
    await api.call("POST", "/suppliers-users/auth/v2/confirm", {
      body: { username: invite.phone, code, password: "worker1", passwordConfirm: "worker1" },
    });
    expectError(await api.call("POST", `${MANAGERS}/${id}/send-link`, { token: ownerToken }), 400);

    const edited = await api.call("PUT", `${MANAGERS}/${id}`, {
      token: ownerToken,
      body: { name: "Зайцева Ирина Павловна", userRole: "manager" },
    });
    expect(edited.body).toMatchObject({
      name: "Зайцева Ирина Павловна",
      userRole: "manager",
      roles: ["ROLE_MANAGER"],
      status: "active",
    });

    const workerToken = (await api.login(invite.phone, "worker1")).token;
    const blocked = await api.call("PUT", `${MANAGERS}/${id}/block`, { token: ownerToken });
    expect(blocked.body.status).toBe("not_active");
    expectError(await api.call("GET", `${USERS}/me`, { token: workerToken }), 401);
    expect((await api.call("PUT", `${MANAGERS}/${id}/activate`, { token: ownerToken })).body.status).toBe("active");
    expectError(await api.call("PUT", `${MANAGERS}/${id}/fire`, { token: ownerToken }), 404);
  });

  it("hides other owners' workers", async () => {
    const { token } = await api.login(DEMO_USERS.otherSupplier.phone);
    expect((await api.call("GET", `${MANAGERS}/by-owner`, { token })).body).toEqual({ items: [], total: 0 });
    expectError(
      await api.call("PUT", `${MANAGERS}/${DEMO_USERS.manager.id}`, { token, body: { name: "Чужой Человек" } }),
      404,
    );
    expectError(await api.call("PUT", `${MANAGERS}/${DEMO_USERS.manager.id}/block`, { token }), 404);
    expectError(await api.call("POST", `${MANAGERS}/${DEMO_USERS.invitedWorker.id}/send-link`, { token }), 404);
  });

  it("links a worker only to the owner's own companies and refuses junk names, changing nothing", async () => {
    const worker = `${MANAGERS}/${DEMO_USERS.activeWorker.id}`;
    const foreignCompany = { contractorIds: [DEMO_CONTRACTORS.interiorTorg.id] };
    expectError(await api.call("PUT", worker, { token: ownerToken, body: foreignCompany }), 404);
    const longName = `${"А".repeat(5000)} ${"Б".repeat(5000)}`;
    const tooLong = await api.call("PUT", worker, { token: ownerToken, body: { name: longName } });
    expectError(tooLong, 400);
    expect(tooLong.body.errorText).toBe("ФИО — не больше 100 символов");
    expectError(
      await api.call("POST", `${MANAGERS}/signup`, {
        token: ownerToken,
        body: {
          name: longName,
          phone: "79035550001",
          email: "long@example.ru",
          userRole: "manager",
          contractorIds: [DEMO_CONTRACTORS.stroyMaster.id],
        },
      }),
      400,
    );
    expectError(await api.call("PUT", `${USERS}/${owner.id}`, { token: ownerToken, body: { name: longName } }), 400);
    const list = await api.call("GET", `${MANAGERS}/by-owner`, { token: ownerToken });
    expect(list.body.items.find((w: any) => w.id === DEMO_USERS.activeWorker.id)).toMatchObject({
      name: DEMO_USERS.activeWorker.name,
      contractorIds: [DEMO_CONTRACTORS.stroyMaster.id],
    });
    expect(list.body.items.some((w: any) => w.phone === "79035550001")).toBe(false);
  });
});
