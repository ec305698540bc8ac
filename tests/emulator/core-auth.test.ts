import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../emulator/seed/demo";
import { expectError, startTestEmulator, type TestEmulator } from "./core-helpers";

const AUTH = "/suppliers-users/auth";
const owner = DEMO_USERS.owner;
const smsOwner = DEMO_USERS.ownerWithSmsLogin;

let api: TestEmulator;
beforeAll(async () => {
  api = await startTestEmulator();
});
afterAll(() => api.stop());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("pre-login and login", () => {
  it("answers that a plain account needs no code", async () => {
    const res = await api.call("POST", `${AUTH}/v2/pre-login`, {
      body: { channel: "phone", username: owner.phone, password: "demo123" },
    });
    expect(res).toEqual({ status: 200, body: { codeRequired: false } });
  });

  it("refuses a wrong password with the Russian message (400, not 401)", async () => {
    const res = await api.call("POST", `${AUTH}/v2/pre-login`, { body: { username: owner.phone, password: "nope!!" } });
    expectError(res, 400, "invalid_credentials");
    expect(res.body.errorText).toBe("Неверный логин или пароль");
  });

  it("refuses an unknown user exactly like a wrong password", async () => {
    const res = await api.call("POST", `${AUTH}/v2/login`, { body: { username: "79990001122", password: "demo123" } });
    expectError(res, 400, "invalid_credentials");
  });

  it("accepts the username as a masked phone or as the e-mail", async () => {
    for (const username of ["+7 (900) 000-00-01", "89000000001", owner.email.toUpperCase()]) {
      const res = await api.call("POST", `${AUTH}/v2/login`, {
        body: { username, password: "demo123", remember: true },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ token: expect.any(String), refresh_token: expect.any(String) });
    }
  });

  it("refuses a blocked worker with 403", async () => {
    const res = await api.call("POST", `${AUTH}/v2/login`, {
      body: { username: DEMO_USERS.blockedWorker.phone, password: "demo123" },
    });
    expectError(res, 403);
  });

  it("asks account 07 for an SMS code and signs in with it", async () => {
    const pre = await api.call("POST", `${AUTH}/v2/pre-login`, {
      body: { channel: "phone", username: smsOwner.phone, password: "demo123" },
    });
    expect(pre.body).toEqual({ codeRequired: true });
    const code = await api.lastCode(smsOwner.phone);
    expect(code).toMatch(/^\d{4}$/);
    expect(code).not.toBe("0000");

    const withoutCode = await api.call("POST", `${AUTH}/v2/login`, {
      body: { username: smsOwner.phone, password: "demo123" },
    });
    expectError(withoutCode, 400, "code_required");
    const wrong = code === "1111" ? "2222" : "1111";
    const wrongCode = await api.call("POST", `${AUTH}/v2/login`, {
      body: { username: smsOwner.phone, password: "demo123", code: wrong },
    });
    expectError(wrongCode, 406, "code_invalid");
    const ok = await api.call("POST", `${AUTH}/v2/login`, {
      body: { username: smsOwner.phone, password: "demo123", code },
    });
    expect(ok.status).toBe(200);
    // A code signs in once.
    const again = await api.call("POST", `${AUTH}/v2/login`, {
      body: { username: smsOwner.phone, password: "demo123", code },
    });
    expectError(again, 406);
  });
});

describe("send-code and check-code", () => {
  it("needs a channel and a username", async () => {
    expectError(await api.call("POST", `${AUTH}/v2/send-code`, { body: { username: owner.phone } }), 400);
    expectError(
      await api.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "pigeon", username: owner.phone } }),
      400,
    );
    expectError(await api.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "phone" } }), 400);
  });

  it("answers 404 'Пользователь не найден' for an unknown user", async () => {
    const res = await api.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "phone", username: "79991234567" } });
    expectError(res, 404);
    expect(res.body.errorText).toBe("Пользователь не найден");
    expectError(
      await api.call("POST", `${AUTH}/v2/check-code`, { body: { username: "79991234567", code: "1234" } }),
      404,
    );
  });

  it("sends by e-mail and lists the code in the outbox", async () => {
    const res = await api.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "email", username: owner.phone } });
    expect(res.status).toBe(200);
    const outbox = await api.call("GET", "/__emulator/outbox");
    expect(outbox.body[0]).toEqual({
      channel: "email",
      to: owner.email,
      code: expect.any(String),
      sentAt: expect.any(String),
    });
  });

  it("checks a code: 400 without fields, 406 when wrong, then success", async () => {
    await api.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "phone", username: owner.phone } });
    const code = await api.lastCode(owner.phone);
    expectError(await api.call("POST", `${AUTH}/v2/check-code`, { body: { code } }), 400);
    expectError(await api.call("POST", `${AUTH}/v2/check-code`, { body: { username: owner.phone } }), 400);
    const wrong = code === "9999" ? "9998" : "9999";
    expectError(
      await api.call("POST", `${AUTH}/v2/check-code`, { body: { username: owner.phone, code: wrong } }),
      406,
      "code_invalid",
    );
    const ok = await api.call("POST", `${AUTH}/v2/check-code`, { body: { username: owner.phone, code } });
    expect(ok).toEqual({ status: 200, body: { error: false, errorText: "", status: 200 } });
  });

  // A lifetime of its own: with 0.3 s for every test, a loaded machine let a valid code run out
  // between its send and its check in the success case above.
  it("answers 408 once the SMS code outlived EMULATOR_SMS_TTL_S", async () => {
    const shortLived = await startTestEmulator({ smsTtlS: 0.3 });
    try {
      await shortLived.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "phone", username: owner.phone } });
      const code = await shortLived.lastCode(owner.phone);
      await wait(400);
      const res = await shortLived.call("POST", `${AUTH}/v2/check-code`, { body: { username: owner.phone, code } });
      expectError(res, 408, "code_expired");
      expect(res.body.errorText).toBe("Код истек");
    } finally {
      await shortLived.stop();
    }
  });
});

describe("tokens", () => {
  it("answers 401 without, with a bad and with an expired token", async () => {
    expectError(await api.call("GET", "/suppliers-users/users/me"), 401);
    expectError(await api.call("GET", "/suppliers-users/users/me", { token: "not-a-token" }), 401);
    const { token } = await api.login(owner.phone);
    await api.call("POST", "/__emulator/expire-tokens");
    expectError(await api.call("GET", "/suppliers-users/users/me", { token }), 401, "token_expired");
  });

  it("refreshes after a 401, retries, and rotates the refresh token", async () => {
    const first = await api.login(owner.phone);
    await api.call("POST", "/__emulator/expire-tokens");
    expect((await api.call("GET", "/suppliers-users/users/me", { token: first.token })).status).toBe(401);

    const refreshed = await api.call("POST", `${AUTH}/token/refresh`, { body: { refresh_token: first.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    const retried = await api.call("GET", "/suppliers-users/users/me", { token: refreshed.body.token });
    expect(retried.body.id).toBe(owner.id);

    const reused = await api.call("POST", `${AUTH}/token/refresh`, { body: { refresh_token: first.refresh_token } });
    expectError(reused, 401);
    expectError(await api.call("POST", `${AUTH}/token/refresh`, { body: {} }), 400);
  });

  it("expires access tokens after EMULATOR_TOKEN_TTL_S", async () => {
    const shortLived = await startTestEmulator({ tokenTtlS: 0.2 });
    try {
      const { token } = await shortLived.login(owner.phone);
      expect((await shortLived.call("GET", "/suppliers-users/users/me", { token })).status).toBe(200);
      await wait(300);
      expectError(await shortLived.call("GET", "/suppliers-users/users/me", { token }), 401, "token_expired");
    } finally {
      await shortLived.stop();
    }
  });
});

describe("impersonation", () => {
  it("gives a service user the tokens of the target user", async () => {
    const { token } = await api.login(DEMO_USERS.service.phone);
    const res = await api.call("GET", `${AUTH}/v2/impersonate?_switch_user=${owner.phone}`, { token });
    expect(res.status).toBe(200);
    const me = await api.call("GET", "/suppliers-users/users/me", { token: res.body.token });
    expect(me.body).toMatchObject({ id: owner.id, roles: ["ROLE_OWNER"] });
  });

  it("refuses other users (403), an empty field (400) and an unknown target (404)", async () => {
    const ownerToken = (await api.login(owner.phone)).token;
    expectError(
      await api.call("GET", `${AUTH}/v2/impersonate?_switch_user=${DEMO_USERS.otherSupplier.phone}`, {
        token: ownerToken,
      }),
      403,
    );
    const serviceToken = (await api.login(DEMO_USERS.service.phone)).token;
    const empty = await api.call("GET", `${AUTH}/v2/impersonate?_switch_user=`, { token: serviceToken });
    expectError(empty, 400);
    expect(empty.body.errorText).toBe("Поле не может быть пустым");
    expectError(await api.call("GET", `${AUTH}/v2/impersonate?_switch_user=79995550000`, { token: serviceToken }), 404);
    expectError(await api.call("GET", `${AUTH}/v2/impersonate?_switch_user=${owner.phone}`), 401);
  });
});

// Each test uses its own accounts, so none needs a reset.
describe("registration", () => {
  const newcomer = { name: "Петров Пётр Петрович", phone: "+7 (912) 345-67-89", email: "petrov@example.ru" };

  it("signs up, checks the code and confirms with a password", async () => {
    const signup = await api.call("POST", `${AUTH}/v3/signup`, { body: newcomer });
    expect(signup).toEqual({ status: 200, body: {} });
    const code = await api.lastCode("79123456789");
    expect((await api.call("POST", `${AUTH}/v2/check-code`, { body: { username: "79123456789", code } })).status).toBe(
      200,
    );

    const mismatch = await api.call("POST", `${AUTH}/v3/confirm`, {
      body: { username: "79123456789", code, password: "secret1", passwordConfirm: "secret2" },
    });
    expectError(mismatch, 400);
    expect(mismatch.body.errorText).toBe("Пароли не совпадают");
    expectError(await api.call("POST", `${AUTH}/v3/confirm`, { body: { username: "79123456789", code } }), 400);

    const confirm = await api.call("POST", `${AUTH}/v3/confirm`, {
      body: { username: "79123456789", code, password: "secret1", passwordConfirm: "secret1" },
    });
    expect(confirm).toEqual({ status: 200, body: {} });
    const { token } = await api.login(newcomer.email, "secret1");
    const me = await api.call("GET", "/suppliers-users/users/me", { token });
    expect(me.body).toMatchObject({
      name: newcomer.name,
      phone: "79123456789",
      roles: ["ROLE_OWNER"],
      contractors: [],
    });
  });

  it("answers 406 for an existing or pending account and sends nothing: the portal asks send-code", async () => {
    const sentTo = async (phone: string) =>
      (await api.call("GET", "/__emulator/outbox")).body.filter((m: { to: string }) => m.to === phone).length;
    const pendingUser = { name: "Сидорова Мария Ивановна", phone: "79123450000", email: "sidorova@example.ru" };
    await api.call("POST", `${AUTH}/v3/signup`, { body: pendingUser });
    const pending = await api.call("POST", `${AUTH}/v3/signup`, { body: pendingUser });
    expectError(pending, 406, "already_exists");
    expect(await sentTo(pendingUser.phone)).toBe(1);

    const ownerCodes = await sentTo(owner.phone);
    const existing = await api.call("POST", `${AUTH}/v3/signup`, {
      body: { name: owner.name, phone: owner.phone, email: owner.email },
    });
    expectError(existing, 406);
    expect(await sentTo(owner.phone)).toBe(ownerCodes);
  });

  it("validates the signup form", async () => {
    const newcomer = { name: "Орлова Вера Павловна", phone: "79123451111", email: "orlova@example.ru" };
    expectError(await api.call("POST", `${AUTH}/v3/signup`, { body: { ...newcomer, name: "Petrov" } }), 400);
    expectError(await api.call("POST", `${AUTH}/v3/signup`, { body: { ...newcomer, phone: "12345" } }), 400);
    expectError(await api.call("POST", `${AUTH}/v3/signup`, { body: { ...newcomer, email: "nope" } }), 400);
    const taken = await api.call("POST", `${AUTH}/v3/signup`, { body: { ...newcomer, email: owner.email } });
    expectError(taken, 400, "already_exists");
  });

  it("lets an invited worker set a password with v2/confirm", async () => {
    const worker = DEMO_USERS.invitedWorker;
    const { token } = await api.login(owner.phone);
    await api.call("POST", `/suppliers-users/managers/${worker.id}/send-link`, { token });
    const invite = (await api.call("GET", "/__emulator/outbox")).body[0];
    expect(invite).toMatchObject({ channel: "email", to: worker.email, link: expect.stringContaining(invite.code) });

    const body = { username: worker.phone, code: invite.code, password: "worker1", passwordConfirm: "worker1" };
    expect((await api.call("POST", `${AUTH}/v2/confirm`, { body })).status).toBe(200);
    expect((await api.login(worker.phone, "worker1")).token).toBeTruthy();
    expectError(await api.call("POST", `${AUTH}/v2/confirm`, { body }), 400);
  });

  it("recovers a password with a code and logs the user out everywhere", async () => {
    const worker = DEMO_USERS.activeWorker;
    const before = await api.login(worker.phone);
    await api.call("POST", `${AUTH}/v2/send-code`, { body: { channel: "phone", username: worker.phone } });
    const code = await api.lastCode(worker.phone);
    const res = await api.call("POST", `${AUTH}/v2/recovery-password`, {
      body: { username: worker.phone, code, password: "newpass1", passwordConfirm: "newpass1" },
    });
    expect(res.status).toBe(200);
    expectError(await api.call("GET", "/suppliers-users/users/me", { token: before.token }), 401);
    expect((await api.login(worker.phone, "newpass1")).token).toBeTruthy();
  });

  it("changes the password of the signed-in user", async () => {
    const user = DEMO_USERS.contentManager;
    const { token } = await api.login(user.phone);
    const path = `${AUTH}/password_change`;
    expectError(
      await api.call("PUT", path, {
        token,
        body: { oldPassword: "wrong!", password: "abcdef", passwordConfirm: "abcdef" },
      }),
      400,
    );
    expectError(
      await api.call("PUT", path, { token, body: { oldPassword: "demo123", password: "abc", passwordConfirm: "abc" } }),
      400,
    );
    expectError(
      await api.call("PUT", path, { body: { oldPassword: "demo123", password: "abcdef", passwordConfirm: "abcdef" } }),
      401,
    );
    const same = await api.call("PUT", path, {
      token,
      body: { oldPassword: "demo123", password: "demo123", passwordConfirm: "demo123" },
    });
    expectError(same, 400);
    expect(same.body.errorText).toBe("Новый пароль должен отличаться от текущего");
    const ok = await api.call("PUT", path, {
      token,
      body: { oldPassword: "demo123", password: "abcdef", passwordConfirm: "abcdef" },
    });
    expect(ok).toEqual({ status: 200, body: {} });
    expect((await api.login(user.phone, "abcdef")).token).toBeTruthy();
  });
});
