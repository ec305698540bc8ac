#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse's mobile audit (its default: a mid-range phone, slow 4G) of the
// pages with a performance target, against the production build and the emulator, signed in where the
// page needs it. Starts its own stack on LIGHTHOUSE_PORT (3210, emulator +1) and prints performance,
// accessibility and SEO per page; LIGHTHOUSE_RUNS (3) runs each, the median counts. Exits 1 when a
// page is below its target or its simulated largest paint is past 1.5 s. Each page is audited twice:
// as sent normally, and as the lite version (`Save-Data: on`, docs/decisions/017), with the JavaScript
// each loaded. LIGHTHOUSE_ONLY=/catalog/ audits the pages whose path starts so. Uses the browser the
// browser tests use (CHROME_PATH, default Debian's headless shell).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { browserCookie, devtools, firstArticle, median, signInDemo, startDemoStack } from "./demo-stack.mjs";

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3210);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The targets: performance ≥ 98 and accessibility 100 on the four pages; an article SEO 100. */
const PAGES = [
  { path: "/catalog/", signedIn: true, targets: { performance: 98, accessibility: 100 } },
  // The order page is blocked below 575 px and on phones: audited with the phone's throttling
  // (CPU and slow 4G) on an 800 px screen with a desktop user agent, where the page exists.
  { path: "/order/17/", signedIn: true, wide: true, targets: { performance: 98, accessibility: 100 } },
  { path: "/info-base/7/", signedIn: false, article: true, targets: { performance: 98, accessibility: 100, seo: 100 } },
  { path: "/", signedIn: false, targets: { performance: 98, accessibility: 100 } },
  { path: "/", signedIn: true, name: "dashboard", targets: { performance: 98, accessibility: 100 } },
];
/** Issue 38: the largest paint within 1.5 s in Lighthouse's simulation of the phone. */
const LCP_TARGET_MS = 1500;

const { base } = await startDemoStack({ port, emulatorPort: port + 1 });
const cookie = await signInDemo(base);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const WIDE_SCREEN = {
  // A mobile screen would send `Sec-CH-UA-Mobile: ?1`, and the page refuses phones; the phone's
  // throttling stays (Lighthouse's mobile slow 4G and 4× CPU), the scoring is the desktop one.
  formFactor: "desktop",
  throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  screenEmulation: { mobile: false, width: 800, height: 1200, deviceScaleFactor: 1.5, disabled: false },
  emulatedUserAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};
// The browser's own cookies, set before each run: a `Cookie` among Lighthouse's extra headers gives way
// to the browser's as soon as a page has set one (the stylesheet's, decision 103), and every audit of a
// signed-in page after the first measured the landing it was sent to. Each run starts as a browser
// that has just signed in: the session's cookie and no other, so the page carries its stylesheet.
const browser = await devtools(
  (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).webSocketDebuggerUrl,
);
const session = browserCookie(cookie, base);
async function startCookies(signedIn) {
  await browser.send("Storage.clearCookies");
  if (signedIn) await browser.send("Storage.setCookies", { cookies: [session] });
}
const MODES = [
  { name: "", headers: {} },
  { name: "Save-Data", headers: { "Save-Data": "on" } },
];
/** What the page loaded as script, in KiB over the wire. */
const scriptKiB = (lhr) =>
  lhr.audits["network-requests"].details.items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + item.transferSize, 0) / 1024;
/**
 * A portal in service has drawn its pages many times before a phone asks; without this the first runs
 * would time V8 compiling the server's code for the page (the catalog seen painted at 1.3 s twice).
 */
async function warmUp(path, signedIn) {
  for (let visit = 0; visit < 20; visit++) {
    await (await fetch(`${base}${path}`, { headers: signedIn ? { cookie } : {} })).text();
  }
}
const rows = [];
let failed = false;
try {
  for (const page of PAGES.filter((candidate) => candidate.path.startsWith(process.env.LIGHTHOUSE_ONLY ?? "/"))) {
    const path = page.article ? await firstArticle(base, page.path) : page.path;
    await warmUp(path, page.signedIn);
    for (const mode of MODES) {
      const scores = { performance: [], accessibility: [], seo: [] };
      // The first paint Chrome really showed on loopback, per run: Lighthouse's slow-phone model
      // counts every script that arrived before it as needed for the paint, so a late one here
      // (about 1.2 s instead of 0.2 s) explains a low score (docs/decisions/027).
      const seenPaints = [];
      const simulatedLcp = [];
      // Where a score below 100 lost its points: the main thread blocked, the layout shifted, the
      // page filled in slowly.
      const blocked = [];
      const shifted = [];
      const speedIndex = [];
      let script = 0;
      for (let run = 0; run < runs; run++) {
        await startCookies(page.signedIn);
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "seo"],
          extraHeaders: mode.headers,
          ...(page.wide ? WIDE_SCREEN : {}),
        });
        // A page that sent the browser elsewhere (a lost session) would be scored as that page.
        if (result.lhr.finalDisplayedUrl !== `${base}${path}`) {
          throw new Error(`${path} was audited as ${result.lhr.finalDisplayedUrl}`);
        }
        for (const category of Object.keys(scores)) {
          scores[category].push(Math.round(result.lhr.categories[category].score * 100));
        }
        script = scriptKiB(result.lhr);
        seenPaints.push(Math.round(result.lhr.audits.metrics.details.items[0].observedFirstContentfulPaint));
        simulatedLcp.push(Math.round(result.lhr.audits["largest-contentful-paint"].numericValue));
        blocked.push(Math.round(result.lhr.audits["total-blocking-time"].numericValue));
        shifted.push(result.lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3));
        speedIndex.push(Math.round(result.lhr.audits["speed-index"].numericValue));
      }
      const row = {
        page: page.name ?? path,
        mode: mode.name,
        "JS KiB": script.toFixed(1),
        "paint seen, ms": seenPaints.join(", "),
        "LCP ms": `${median(simulatedLcp)} (${simulatedLcp.join(", ")})`,
        "TBT ms": blocked.join(", "),
        CLS: shifted.join(", "),
        "SI ms": speedIndex.join(", "),
      };
      if (median(simulatedLcp) > LCP_TARGET_MS) failed = true;
      for (const [category, values] of Object.entries(scores)) {
        row[category] = `${median(values)} (${values.join(", ")})`;
        if (page.targets[category] !== undefined && median(values) < page.targets[category]) failed = true;
      }
      rows.push(row);
    }
  }
} finally {
  browser.close();
  await chrome.kill();
}
console.table(rows);
process.exit(failed ? 1 : 0);
