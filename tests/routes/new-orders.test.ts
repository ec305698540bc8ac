import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as ordersList from "~/routes/orders.($name)/route";
import * as newCount from "~/routes/orders.new-count/route";
import { DEMO_CONTRACTORS, DEMO_USERS } from "../../emulator/seed/demo";
import { Browser, marketplace, signedIn, usePortal } from "../support/portal";

// The header's count of new orders (docs/decisions/102) through its polling route: what each user is
// told, and how often the marketplace is asked for the counts behind it.

usePortal();

const STATS = "/suppliers-orders/personal/stats/status";
const REFRESH_MS = 30_000;

let owner: Browser;
let manager: Browser;
let contentManager: Browser;
beforeAll(async () => {
  owner = await signedIn(DEMO_USERS.owner.phone);
  manager = await signedIn(DEMO_USERS.manager.phone);
  contentManager = await signedIn(DEMO_USERS.contentManager.phone);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The clock of the portal (and of the emulator in this process) moved on. */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
}

const ask = (browser: Browser) => browser.get(newCount, "/orders/new-count/");
const countOf = async (browser: Browser) => {
  const answer = await ask(browser);
  expect(answer.status).toBe(200);
  expect(answer.response.headers.get("Cache-Control")).toBe("private, no-store");
  return (answer.data as { count: number | null }).count;
};
const statsCalls = async () => (await marketplace.requests()).filter((call) => call.path === STATS).length;

describe("the count of new orders", () => {
  it("grows by the orders placed since each user opened the list; the marketplace is asked once per contract in 30 s, whoever asks", async () => {
    for (const browser of [owner, manager]) expect((await browser.get(ordersList, "/orders/")).status).toBe(200);
    await marketplace.placeOrder(DEMO_CONTRACTORS.stroyMaster.id);
    await marketplace.placeOrder(DEMO_CONTRACTORS.stroyMaster.id);
    const before = await statsCalls();

    // Within the window the list's own count stands: two users, three tabs each, no call.
    for (let tab = 0; tab < 3; tab++) expect([await countOf(owner), await countOf(manager)]).toEqual([0, 0]);
    expect(await statsCalls()).toBe(before);

    later(REFRESH_MS + 1_000);
    for (let tab = 0; tab < 3; tab++) expect([await countOf(owner), await countOf(manager)]).toEqual([2, 2]);
    expect(await statsCalls()).toBe(before + 1);

    // The owner opens the list: their count starts again, the manager's does not.
    expect((await owner.get(ordersList, "/orders/")).status).toBe(200);
    expect([await countOf(owner), await countOf(manager)]).toEqual([0, 2]);
  });

  it("keeps the last count while the marketplace fails, and asks again only after the window", async () => {
    later(2 * REFRESH_MS + 2_000);
    await marketplace.addFault({ pathPrefix: STATS, status: 503, times: 1 });
    const before = await statsCalls();
    expect(await countOf(manager)).toBe(2);
    expect(await countOf(manager)).toBe(2);
    expect(await statsCalls()).toBe(before + 1);
  });

  it("never counts another company's orders", async () => {
    const otherSupplier = await signedIn("79000000008");
    expect((await otherSupplier.get(ordersList, "/orders/")).status).toBe(200);
    await marketplace.placeOrder(DEMO_CONTRACTORS.stroyMaster.id);
    later(3 * REFRESH_MS + 3_000);
    expect(await countOf(otherSupplier)).toBe(0);
    expect(await countOf(manager)).toBe(3);
  });

  it("is none for a role that may not see orders", async () => {
    expect(await countOf(contentManager)).toBeNull();
  });

  it("answers 401 when the session has ended, never cached", async () => {
    const answer = await ask(new Browser());
    expect(answer.status).toBe(401);
    expect(answer.data).toEqual({ message: "Сеанс завершён. Войдите снова." });
    expect(answer.response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("answers 429 past a fair rate for one session", async () => {
    const polling = await signedIn(DEMO_USERS.activeWorker.phone);
    const statuses: number[] = [];
    for (let poll = 0; poll < 151; poll++) statuses.push((await ask(polling)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(150);
    expect(statuses.at(-1)).toBe(429);
  });
});
