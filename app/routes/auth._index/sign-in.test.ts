import { describe, expect, it } from "vitest";
import * as catalog from "~/routes/catalog._index/route";
import { Browser, DEMO_PASSWORD, marketplace, usePortal } from "../../../tests/support/portal";
import * as signIn from "./route";

// The sign-in page (password, the SMS code of demo 07, the abuse limits) through its route module, as a browser without
// JavaScript posts it, against the emulator. login.server.test.ts covers how the strategy reads the
// form; here: what the supplier gets. Texts are the product's and the marketplace's, written out.

usePortal();

const OWNER = { phone: "79000000001", masked: "+7 (900) 000-00-01", name: "Иванов Сергей Петрович" };
const SMS_OWNER = { phone: "79000000007", name: "Новикова Ольга Дмитриевна" };
const PATH = "/auth/?index";
const WRONG_LOGIN = "Неверный логин или пароль";

const credentials = (username: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) => ({
  intent: "login",
  username,
  password,
  remember: "on",
  redirectTo: "/",
  ...extra,
});

/** Who the header shows for a browser's cookie: the root's viewer on the next page. */
async function viewerOf(browser: Browser) {
  return (await browser.open(catalog, "/catalog/")).root.viewer?.name ?? null;
}

const preLogins = async (answer: { calls(): Promise<{ path: string; body: unknown }[]> }) =>
  (await answer.calls()).filter((call) => call.path === "/suppliers-users/auth/v2/pre-login").map((call) => call.body);

describe("signing in with a password", () => {
  it("sends the supplier where they were going, with a session cookie the script cannot read", async () => {
    const browser = new Browser();
    const answer = await browser.post(
      signIn,
      PATH,
      credentials(OWNER.masked, DEMO_PASSWORD, { redirectTo: "/orders/in-work/?page=2" }),
    );
    expect(answer).toMatchObject({ status: 302, location: "/orders/in-work/?page=2" });
    const [cookie] = answer.response.headers.getSetCookie();
    expect(cookie).toMatch(/^sp=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Remember-me (ticked by default): the cookie outlives the browser for 30 days.
    expect(cookie).toMatch(/Max-Age=2592000/i);
    // The cookie is a session id: none of the tokens the marketplace issued reaches the browser.
    const tokens = marketplace.issuedTokens();
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(cookie).not.toContain(token.slice(0, 12));
    // The marketplace got the masked phone as its 11 digits, a code asked for by SMS.
    expect(await preLogins(answer)).toEqual([{ channel: "phone", username: OWNER.phone, password: DEMO_PASSWORD }]);
    expect(await viewerOf(browser)).toBe(OWNER.name);
  });

  it("without remember-me sets a cookie that ends with the browser", async () => {
    const browser = new Browser();
    const { remember: _, ...withoutRemember } = credentials(OWNER.phone);
    const answer = await browser.post(signIn, PATH, withoutRemember);
    expect(answer.status).toBe(302);
    const [cookie] = answer.response.headers.getSetCookie();
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it("signs in by e-mail too, a code asked for by e-mail", async () => {
    const browser = new Browser();
    const answer = await browser.post(signIn, PATH, credentials("DEMO05@portal.test"));
    expect(answer).toMatchObject({ status: 302, location: "/" });
    expect(await preLogins(answer)).toEqual([
      { channel: "email", username: "DEMO05@portal.test", password: DEMO_PASSWORD },
    ]);
    expect(await viewerOf(browser)).toBe("Васильев Андрей Николаевич");
  });

  it("keeps only a target on this site: any other lands on main", async () => {
    const foreign = [
      "//evil.example/",
      "https://evil.example/orders/",
      "/\\evil.example/",
      "javascript:alert(1)",
      "orders/",
    ];
    for (const redirectTo of foreign) {
      const page = await new Browser().get(signIn, `/auth/?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(page.data.redirectTo, redirectTo).toBe("/");
      const answer = await new Browser().post(signIn, PATH, credentials(OWNER.phone, DEMO_PASSWORD, { redirectTo }));
      expect(answer, redirectTo).toMatchObject({ status: 302, location: "/" });
    }
    const page = await new Browser().get(signIn, `/auth/?redirectTo=${encodeURIComponent("/order/7/")}`);
    expect(page.data.redirectTo).toBe("/order/7/");
  });

  it("refuses a wrong password with the marketplace's Russian message, keeping the login and never the password", async () => {
    const browser = new Browser();
    const answer = await browser.post(signIn, PATH, credentials("demo03@portal.test", "wrong-password"));
    expect(answer.status).toBe(400);
    expect(answer.data.reply.error).toEqual({ "": [WRONG_LOGIN] });
    expect(answer.data.reply.initialValue).toMatchObject({ username: "demo03@portal.test" });
    expect(JSON.stringify(answer.data)).not.toContain("wrong-password");
    expect(await viewerOf(browser)).toBeNull();
  });

  it("refuses a malformed login at its field with the rule's message, before asking the marketplace", async () => {
    const cases = [
      ["12345", "Неверный формат номера"],
      ["demo@", "Неверный формат адреса Email"],
      ["", "Обязательно к заполнению"],
    ] as const;
    for (const [username, message] of cases) {
      const answer = await new Browser().post(signIn, PATH, credentials(username));
      expect(answer.status, username).toBe(400);
      expect(answer.data.reply.error, username).toEqual({ username: [message] });
      expect(answer.data.reply.initialValue.username ?? "", username).toBe(username);
      expect(await answer.calls()).toEqual([]);
    }
  });

  it("is not for a signed-in supplier: they stay on the page they were on", async () => {
    const browser = new Browser();
    await browser.post(signIn, PATH, credentials(OWNER.phone));
    await browser.open(catalog, "/catalog/");
    const again = await browser.post(signIn, PATH, credentials("79000000004"));
    expect(again).toMatchObject({ status: 302, location: "/catalog/" });
    expect(await again.calls()).toEqual([]);
    expect(await viewerOf(browser)).toBe(OWNER.name);
  });
});

describe("signing in with an SMS code (demo 07)", () => {
  it("asks for the code, refuses a wrong, malformed or expired one at the field, sends it again, and signs in with it", async () => {
    const browser = new Browser();
    const first = await browser.post(
      signIn,
      PATH,
      credentials(SMS_OWNER.phone, DEMO_PASSWORD, { redirectTo: "/catalog/onsale/" }),
    );
    expect(first).toMatchObject({ status: 302, location: "/auth/" });
    const stepCookie = browser.cookie;
    const step = await browser.get(signIn, "/auth/");
    expect(step.data.codeSentTo).toBe("+7 (900) 000-0007");
    // The password waits on the server, never in the page.
    expect(JSON.stringify(step.data)).not.toContain(DEMO_PASSWORD);
    const code = await marketplace.lastCode(SMS_OWNER.phone);

    const wrong = await browser.post(signIn, PATH, { intent: "code", code: code === "1111" ? "2222" : "1111" });
    expect(wrong.status).toBe(400);
    expect(wrong.data.reply.error).toEqual({ code: ["Вы ввели неверный код, попробуйте еще раз"] });

    const malformed = await browser.post(signIn, PATH, { intent: "code", code: "12" });
    expect(malformed.status).toBe(400);
    expect(malformed.data.reply.error).toEqual({ code: ["Неверный проверочный код"] });
    expect(await malformed.calls()).toEqual([]);

    await marketplace.expireCodes(SMS_OWNER.phone);
    const expired = await browser.post(signIn, PATH, { intent: "code", code });
    expect(expired.data.reply.error).toEqual({ code: ["Код истек, Запросите код повторно"] });
    // Not the marketplace's 408: a browser sends a post answered 408 again by itself.
    expect(expired.status).toBe(400);

    const resent = await browser.post(signIn, PATH, { intent: "resend" });
    expect(resent).toMatchObject({ status: 302, location: "/auth/" });
    const page = await browser.open(signIn, "/auth/");
    expect(page.root.toast).toEqual({ type: "success", text: "Код выслан повторно" });
    const fresh = await marketplace.lastCode(SMS_OWNER.phone);

    const signedIn = await browser.post(signIn, PATH, { intent: "code", code: fresh });
    expect(signedIn).toMatchObject({ status: 302, location: "/catalog/onsale/" });
    expect(browser.cookie).not.toBe(stepCookie);
    expect(await viewerOf(browser)).toBe(SMS_OWNER.name);
    // The session of the code step ended with it: its cookie is nobody's.
    const old = new Browser();
    old.cookie = stepCookie;
    expect(await viewerOf(old)).toBeNull();
    expect((await old.get(signIn, "/auth/")).data.codeSentTo).toBeNull();
  });

  it("goes back to the credentials with 'Назад'", async () => {
    const browser = new Browser();
    await browser.post(signIn, PATH, credentials(SMS_OWNER.phone));
    expect((await browser.get(signIn, "/auth/")).data.codeSentTo).not.toBeNull();
    const back = await browser.post(signIn, PATH, { intent: "back" });
    expect(back).toMatchObject({ status: 302, location: "/auth/" });
    expect((await browser.get(signIn, "/auth/")).data.codeSentTo).toBeNull();
    // Without a code step under way, a code is not a sign-in.
    const stray = await browser.post(signIn, PATH, { intent: "code", code: "1234" });
    expect(stray.status).toBe(400);
    expect(await viewerOf(browser)).toBeNull();
  });
});

describe("abuse limits: failed logins and wrong codes, per account and per client address", () => {
  const TOO_MANY = "Слишком много попыток. Попробуйте снова через 15 минут.";

  it("refuses the sixth failed login of an account with 429 in Russian, without asking the marketplace, even with the right password", async () => {
    const account = "79000000002";
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await new Browser().post(signIn, PATH, credentials(account, "wrong-password"));
      expect(answer.data.reply.error).toEqual({ "": [WRONG_LOGIN] });
    }
    for (const password of ["wrong-password", DEMO_PASSWORD]) {
      const refused = await new Browser().post(signIn, PATH, credentials(account, password));
      expect(refused.status).toBe(429);
      expect(refused.data.reply.error).toEqual({ "": [TOO_MANY] });
      expect(await refused.calls()).toEqual([]);
    }
  });

  it("counts failed logins per client address too, across accounts", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const account = `7999100${String(attempt).padStart(4, "0")}`;
      const answer = await new Browser("desktop", "203.0.113.50").post(signIn, PATH, credentials(account, "wrong!"));
      expect(answer.status).toBe(400);
    }
    const refused = await new Browser("desktop", "203.0.113.50").post(signIn, PATH, credentials(OWNER.phone));
    expect(refused.status).toBe(429);
    expect(await refused.calls()).toEqual([]);
    const elsewhere = await new Browser("desktop", "203.0.113.51").post(signIn, PATH, credentials(OWNER.phone));
    expect(elsewhere).toMatchObject({ status: 302, location: "/" });
  });

  it("refuses the sixth wrong code at the code field, and the code step then calls nothing", async () => {
    const browser = new Browser();
    await browser.post(signIn, PATH, credentials(SMS_OWNER.phone));
    const code = await marketplace.lastCode(SMS_OWNER.phone);
    const wrong = code === "1111" ? "2222" : "1111";
    let refused = await browser.post(signIn, PATH, { intent: "code", code: wrong });
    for (let attempt = 1; attempt < 6 && refused.status !== 429; attempt++) {
      refused = await browser.post(signIn, PATH, { intent: "code", code: wrong });
    }
    expect(refused.status).toBe(429);
    expect(refused.data.reply.error).toEqual({ code: [TOO_MANY] });
    const right = await browser.post(signIn, PATH, { intent: "code", code });
    expect(right.status).toBe(429);
    expect(await right.calls()).toEqual([]);
  });
});
