import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rereadConfig } from "~/services/config.server";
import * as login from "./login.server";

// The sign-in reads its posted form once, as every action reads one, and answers each of its
// page's actions; the marketplace, where one is needed, is a stub that answers what the case says.

afterEach(() => vi.restoreAllMocks());

const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  new Request("http://portal.test/auth/", { method: "POST", body, headers: { "Content-Type": type } });

/** What the sign-in answers, or the refusal it throws. */
const signIn = (request: Request) =>
  login.authenticator.authenticate("form", request).catch((thrown: unknown) => thrown as Response);

describe("the sign-in's form", () => {
  it("is read once: no copy of the request is read besides", async () => {
    const clone = vi.spyOn(Request.prototype, "clone");
    expect(await signIn(post("intent=back"))).toEqual({ kind: "back" });
    expect(await signIn(post("intent=resend"))).toEqual({ kind: "resend" });
    expect(clone).not.toHaveBeenCalled();
  });

  it("without an intent is the sign-in: its fields are checked", async () => {
    const outcome = await signIn(post("username=&password="));
    expect(outcome).toMatchObject({ kind: "invalid", status: 400 });
  });

  it("refuses in Russian what no form of the page sends", async () => {
    const unknown = (await signIn(post("intent=admin"))) as Response;
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toContain("Неизвестное действие");
    const notAForm = (await signIn(post('{"username":"x"}', "application/json"))) as Response;
    expect(notAForm.status).toBe(415);
    const tooLarge = (await signIn(post(`username=${"x".repeat(1024 * 1024 + 1)}`))) as Response;
    expect(tooLarge.status).toBe(400);
    expect((await tooLarge.json()).message).toContain("Форма слишком большая");
  });
});

describe("the sign-in when pre-login says nothing of a code (docs/decisions/094)", () => {
  /** A marketplace whose pre-login answers `preLogin` and whose login gives a token pair; it lists the calls. */
  async function marketplaceAnswering(preLogin: object) {
    const calls: string[] = [];
    const server = createServer((request, response) => {
      calls.push(request.url ?? "");
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(request.url?.endsWith("/pre-login") ? preLogin : { token: "t", refresh_token: "r" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.MARKETPLACE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    rereadConfig();
    return { calls, close: () => server.close() };
  }
  const credentials = "intent=login&username=79000000001&password=demo123&remember=on";

  it.each([{}, { codeRequired: false }])("signs in at once with login when pre-login answers %j", async (answer) => {
    const marketplace = await marketplaceAnswering(answer);
    expect(await signIn(post(credentials))).toMatchObject({ kind: "signedIn", tokens: { token: "t" } });
    expect(marketplace.calls).toEqual(["/suppliers-users/auth/v2/pre-login", "/suppliers-users/auth/v2/login"]);
    marketplace.close();
  });

  it("asks for the code only when pre-login says one is required", async () => {
    const marketplace = await marketplaceAnswering({ codeRequired: true });
    expect(await signIn(post(credentials))).toMatchObject({ kind: "codeRequired" });
    expect(marketplace.calls).toEqual(["/suppliers-users/auth/v2/pre-login"]);
    marketplace.close();
  });
});
