import { afterEach, describe, expect, it, vi } from "vitest";
import * as login from "./login.server";

// The sign-in reads its posted form once, as every action reads one, and answers each of its
// page's actions; nothing here reaches the marketplace.

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
