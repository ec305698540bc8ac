#!/usr/bin/env node
// `npm run first-paint`: the first screen of the main pages in a real browser on a slow phone's
// network (issue 38: 150 ms of latency, 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×, a 360 px
// screen), with scripts and as the lite version (`Save-Data: on`, docs/decisions/017). Each page is
// opened FIRST_PAINT_RUNS (5) times in a fresh context (nothing cached); prints the medians of the
// first contentful paint, the largest one, when the HTML and a blocking stylesheet had arrived and how
// much script was asked for before the first paint, and exits 1 when a page's median first paint is past
// FIRST_PAINT_TARGET_MS (500). Starts its own stack on FIRST_PAINT_PORT (3230, emulator +1);
// FIRST_PAINT_ONLY=/catalog/ measures the pages whose path starts so. Uses the browser the browser
// tests use (CHROME_PATH).
import { chromium } from "@playwright/test";
import { browserCookie, firstArticle, median, signInDemo, startDemoStack } from "./demo-stack.mjs";

const port = Number(process.env.FIRST_PAINT_PORT ?? 3230);
const runs = Number(process.env.FIRST_PAINT_RUNS ?? 5);
const target = Number(process.env.FIRST_PAINT_TARGET_MS ?? 500);

/** Slow 4G as issue 38 measured it; Chrome adds the latency to each request. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 360, height: 740 };
// The order page refuses screens below 575 px: a small desktop window, on the same network and CPU.
const SMALL_DESKTOP = { width: 800, height: 740 };

const PAGES = [
  { name: "landing", path: "/", signedIn: false },
  { name: "article", path: "/info-base/7/", signedIn: false, article: true },
  { name: "login", path: "/auth/", signedIn: false },
  { name: "dashboard", path: "/", signedIn: true },
  { name: "catalog", path: "/catalog/", signedIn: true },
  { name: "orders", path: "/orders/", signedIn: true },
  { name: "order", path: "/order/17/", signedIn: true, screen: SMALL_DESKTOP },
];
const MODES = [
  { name: "scripts", headers: {} },
  { name: "lite", headers: { "Save-Data": "on" } },
];

const { base } = await startDemoStack({ port, emulatorPort: port + 1 });
const session = browserCookie(await signInDemo(base), base);

/** One visit with nothing cached: the paints and the arrival of the HTML and the stylesheet, in ms. */
async function visit(browser, url, page, mode) {
  const context = await browser.newContext({ viewport: page.screen ?? PHONE, extraHTTPHeaders: mode.headers });
  if (page.signedIn) await context.addCookies([session]);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await tab.goto(url, { waitUntil: "load" });
  const seen = await tab.evaluate(
    () =>
      new Promise((resolve) => {
        // Both paints are reported once drawn, which may be after the load event; the observers
        // replay what was buffered before they were made.
        const paints = {};
        const done = () => {
          if (paints.fcp === undefined || paints.lcp === undefined) return;
          const navigation = performance.getEntriesByType("navigation")[0];
          const resources = performance.getEntriesByType("resource");
          const css = resources.find(
            (entry) => entry.name.endsWith(".css") && entry.renderBlockingStatus === "blocking",
          );
          // Scripts asked for before the first paint competed with it for the first round trips.
          const scripts = resources.filter((entry) => entry.name.endsWith(".js") && entry.startTime < paints.fcp);
          resolve({
            ...paints,
            html: navigation.responseEnd,
            css: css ? css.responseEnd : NaN,
            scriptKiB: scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
          });
        };
        new PerformanceObserver((list) => {
          const first = list.getEntriesByName("first-contentful-paint")[0];
          if (first) paints.fcp = first.startTime;
          done();
        }).observe({ type: "paint", buffered: true });
        new PerformanceObserver((list) => {
          paints.lcp = list.getEntries().at(-1).startTime;
          done();
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return seen;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows = [];
let late = false;
try {
  for (const page of PAGES.filter((candidate) => candidate.path.startsWith(process.env.FIRST_PAINT_ONLY ?? "/"))) {
    const url = `${base}${page.article ? await firstArticle(base, page.path) : page.path}`;
    for (const mode of MODES) {
      const seen = [];
      for (let run = 0; run < runs; run++) seen.push(await visit(browser, url, page, mode));
      const of = (key) => Math.round(median(seen.map((one) => one[key])));
      if (of("fcp") > target) late = true;
      rows.push({
        page: page.name,
        mode: mode.name,
        "FCP ms": `${of("fcp")} (${seen.map((one) => Math.round(one.fcp)).join(", ")})`,
        "LCP ms": of("lcp"),
        "HTML ms": of("html"),
        // The stylesheet's arrival: none when the page carried it inline (docs/decisions/103).
        "CSS ms": Number.isNaN(of("css")) ? "inline" : of("css"),
        "JS KiB before it": median(seen.map((one) => one.scriptKiB)).toFixed(1),
      });
    }
  }
} finally {
  await browser.close();
}
console.table(rows);
process.exit(late ? 1 : 0);
