import { emulator } from "./emulator";
import { DEMO, signIn } from "./support";
import { expect, test } from "./test";

// The dashboard needs one round of upstream calls: the guard and the onboarding step
// read the session only, and the daily orders are the one call. With every call it could make
// slowed down by DELAY_MS, a page that waited on two calls in a row would take 2 × DELAY_MS.
//
// Faults are global to the emulator and the other Playwright worker keeps running, so the delay is
// narrowed to the calls this page would make: the analytics and users/me (which a guard reading
// the marketplace instead of the session would call). Other tests only get slower logins.
test.describe.configure({ mode: "serial" });

const DELAY_MS = 300;
const SLOWED = ["/suppliers-analytics/", "/suppliers-users/users/me", "/suppliers-contracts/"];

test.afterEach(async () => {
  await emulator.clearFaults();
});

test("the dashboard answers within one upstream round trip when every call it may make is slow @nojs", async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.request.get("/"); // warm the server
  for (const pathPrefix of SLOWED) await emulator.addFault({ pathPrefix, delayMs: DELAY_MS });

  const timings: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = performance.now();
    const response = await page.request.get("/");
    const html = await response.text();
    timings.push(performance.now() - started);
    expect(response.status()).toBe(200);
    expect(html).toContain("revenue-chart__picture--wide");
  }
  // The fastest of three: CPU contention may slow one answer, a waterfall slows all of them.
  const fastest = Math.min(...timings);
  console.log(`dashboard with ${DELAY_MS} ms upstream delay: ${timings.map((t) => Math.round(t)).join(", ")} ms`);
  expect(fastest).toBeGreaterThanOrEqual(DELAY_MS);
  expect(fastest).toBeLessThan(2 * DELAY_MS);
});
