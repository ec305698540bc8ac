import { describe, expect, it } from "vitest";
import * as sessions from "./session.server";

// One request reads its session once, however many loaders, guards and clients ask: one store read
// a page, and what one of them sets the others see.

async function signedIn() {
  const session = await sessions.getSession(new Request("http://portal.test/"));
  session.set("token", "t-1");
  const cookie = (await sessions.commitSession(new Request("http://portal.test/"), session)).split(";")[0];
  return () => new Request("http://portal.test/catalog/", { headers: { Cookie: cookie } });
}

describe("a request's session", () => {
  it("is one object for every reader of the request, and a new one for the next request", async () => {
    const request = (await signedIn())();
    const first = await sessions.getSession(request);
    first.set("token", "t-2");
    expect(await sessions.getSession(request)).toBe(first);
    expect((await sessions.getSession(request)).get("token")).toBe("t-2");
    expect(await sessions.readStoredSession(request)).not.toBe(first);
    expect((await sessions.readStoredSession(request)).get("token")).toBe("t-1");
  });

  it("reads as ended for every reader once one of them destroyed it", async () => {
    const request = (await signedIn())();
    const session = await sessions.getSession(request);
    await sessions.destroySession(request, session);
    expect((await sessions.getSession(request)).get("token")).toBeUndefined();
    expect((await sessions.readStoredSession(request)).get("token")).toBeUndefined();
  });
});
