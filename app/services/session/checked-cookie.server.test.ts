import { createCookie } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { withCheckedHeadersKept } from "./checked-cookie.server";

const SECRET = "s".repeat(64);

/** The session cookie as the portal makes it, its parse counted. */
function counted(secrets = [SECRET]) {
  const signed = createCookie("sp", { httpOnly: true, sameSite: "lax", path: "/", secrets });
  const parse = vi.spyOn(signed, "parse");
  return { cookie: withCheckedHeadersKept(signed), parse };
}

/** A browser's Cookie header carrying `value` signed with `secret`, beside the portal's other cookies. */
async function headerWith(value: string, secret = SECRET) {
  const set = await createCookie("sp", { secrets: [secret] }).serialize(value);
  return `styles=app-1; ${set.split(";")[0]}; lite=0`;
}

describe("the session cookie with its checked headers kept", () => {
  it("answers what the signature check answers, and checks a header it has seen only once", async () => {
    const { cookie, parse } = counted();
    const header = await headerWith("session-a");
    expect(await cookie.parse(header)).toBe("session-a");
    expect(await cookie.parse(header)).toBe("session-a");
    expect(parse).toHaveBeenCalledTimes(1);
    expect(await cookie.parse(await headerWith("session-b"))).toBe("session-b");
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing for a forged signature, a missing cookie or an empty header", async () => {
    const { cookie, parse } = counted();
    const forged = await headerWith("session-a", "another secret");
    for (const header of [forged, forged, "styles=app-1", "styles=app-1", "", null]) {
      expect(await cookie.parse(header)).toBeNull();
    }
    expect(parse).toHaveBeenCalledTimes(6);
  });

  it("reads a cookie signed with an earlier secret as the check does", async () => {
    const { cookie } = counted(["new secret", SECRET]);
    expect(await cookie.parse(await headerWith("session-a"))).toBe("session-a");
  });

  it("checks the least recently seen header again once 10 000 others came after it", async () => {
    const { cookie, parse } = counted();
    const first = await headerWith("session-0");
    await cookie.parse(first);
    const signed = (await headerWith("session-1")).split("; ")[1];
    for (let other = 0; other < 10_000; other++) await cookie.parse(`${signed}; n=${other}`);
    expect(parse).toHaveBeenCalledTimes(10_001);
    expect(await cookie.parse(first)).toBe("session-0");
    expect(parse).toHaveBeenCalledTimes(10_002);
  });

  it("signs and names the cookie as the cookie itself does", async () => {
    const { cookie } = counted();
    const set = await cookie.serialize("session-a", { maxAge: 60 });
    expect(set).toMatch(/^sp=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await cookie.parse(set.split(";")[0])).toBe("session-a");
    expect([cookie.name, cookie.isSigned, cookie.expires]).toEqual(["sp", true, undefined]);
  });
});
