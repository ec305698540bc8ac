#!/usr/bin/env node
// `npm run bench`: SSR throughput and HTML size of the portal's main pages, measured against the
// production build and the emulator on loopback. Starts its own stack on BENCH_PORT (3200) and
// BENCH_EMULATOR_PORT (3201), signs in as demo 01 for the signed-in pages, and runs autocannon for
// BENCH_SECONDS (5) per page, after BENCH_WARMUP_SECONDS (2) not counted, with BENCH_CONNECTIONS (10). Abuse limits are off for the run only.
// BENCH_WORKERS (1) sets the portal's worker processes: 1 measures one process, as the yardstick is.
// "CPU ms/req" is the portal's own CPU time (its workers' process_cpu_seconds_total, read from its
// metrics listener on BENCH_METRICS_PORT, 3203) per request: steadier than req/s on a VM whose speed
// drifts, and what docs/upgrading.md compares a patch by.
// The yardstick: a bare Remix app (bench/bare, one route, served by remix-serve on BENCH_BARE_PORT,
// 3202) measured in the same run, just before each page; each page's req/s is also given as a ratio
// of the yardstick measured before it.
// Each page's floor: the HTML the page answered, drawn by a Remix app as plain elements with the
// page's loader data (bench/floor, on BENCH_FLOOR_PORT, 3204), nothing of the portal's own (session,
// marketplace calls, components, log line): what React and Remix alone cost for that markup. "×
// floor" is the page's CPU per request over its floor's; the rest is the portal's own work.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { answersOk, median, signInDemo, startDemoStack, stylesCookie, waitUntil } from "./demo-stack.mjs";
import { headersFor, MAIN_PAGES } from "./main-pages.mjs";
import { BENCH_LOAD, BENCH_PAGES, measured, portalCpuSeconds } from "./measure-load.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3200);
const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? 3201);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3202);
const metricsPort = Number(process.env.BENCH_METRICS_PORT ?? 3203);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 3204);

const { base, stop: stopStack } = await startDemoStack({
  port,
  emulatorPort,
  env: { RATE_LIMITS: "off", WEB_CONCURRENCY: process.env.BENCH_WORKERS ?? "1", METRICS_PORT: String(metricsPort) },
});

/**
 * A Remix app of bench/ (`bare`, `floor`) built if it is not yet, served by remix-serve on `port`.
 * The bare app's entry.server is Remix's default, which imports isbot: so isbot stays in
 * package.json's dependencies though the portal's code imports it nowhere; without it, Remix's build
 * runs `npm install isbot` itself, which left the dev dependencies out.
 */
function serveBenchApp(name, port, env = {}) {
  const entry = join(root, `bench/${name}/build/server/index.js`);
  if (!existsSync(entry)) {
    const built = spawnSync(
      join(root, "node_modules/.bin/remix"),
      ["vite:build", "--config", `bench/${name}/vite.config.ts`],
      { cwd: root, stdio: "inherit" },
    );
    if (built.status !== 0) process.exit(1);
  }
  const server = spawn(join(root, "node_modules/.bin/remix-serve"), [entry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
  });
  servers.push(server);
  return server;
}

const servers = [];
serveBenchApp("bare", barePort);
const stop = () => {
  stopStack();
  for (const server of servers) server.kill("SIGTERM");
};
process.on("exit", stop);

/** A page or app measured with this run's settings; `cpuSeconds` reads its server's CPU time. */
const run = (url, headers, cpuSeconds) => measured({ url, headers, cpuSeconds, ...BENCH_LOAD });
const portalCpu = () => portalCpuSeconds(metricsPort);

const cookie = await signInDemo(base);
// Every page as a returning browser gets it: the stylesheet linked, not inline (docs/decisions/103).
const styles = await stylesCookie(base);
const bareUrl = `http://127.0.0.1:${barePort}/`;
await waitUntil(answersOk(bareUrl), "the bare Remix app", { attempts: 100 });
// This VM's speed drifts by a fifth within a minute: each page is compared with the yardstick
// measured just before it, not with one measurement at the start.
const bareRates = [];
const rows = [];
// BENCH_ONLY=catalog,dashboard measures those pages alone (names of scripts/main-pages.mjs).
const pages = BENCH_PAGES.map((page) => ({
  ...page,
  headers: headersFor(page, cookie, styles),
}));
// The pages as they are answered, for their floors (bench/floor reads them from here at its start).
const pagesDir = mkdtempSync(join(tmpdir(), "portal-bench-pages-"));
for (const page of pages) {
  page.html = await (await fetch(`${base}${page.path}`, { headers: page.headers })).text();
  if (!page.fromMemory) writeFileSync(join(pagesDir, `${page.name}.html`), page.html);
}
const floor = await serveFloors();
for (const { headers, html, ...page } of pages) {
  const bareRate = (await run(bareUrl, {})).result.requests.average;
  bareRates.push(bareRate);
  const { result, cpuMs } = await run(`${base}${page.path}`, headers, portalCpu);
  const floorMs = page.fromMemory ? null : await floor.cpuPerRequest(page.name);
  rows.push({
    name: page.name,
    page: `${page.title} ${page.path}`,
    "req/s": Math.round(result.requests.average),
    "× bare": (result.requests.average / bareRate).toFixed(2),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "CPU ms/req": (cpuMs / result.requests.total).toFixed(2),
    "floor ms/req": floorMs?.toFixed(2) ?? "",
    "× floor": floorMs ? (cpuMs / result.requests.total / floorMs).toFixed(1) : "",
    "non-2xx": result.non2xx,
    "HTML KiB": (Buffer.byteLength(html) / 1024).toFixed(1),
    "HTML gzip KiB": (gzipSync(html).length / 1024).toFixed(1),
  });
}
const bareRange = `${Math.round(Math.min(...bareRates))}–${Math.round(Math.max(...bareRates))}`;
console.table([
  { page: "bare Remix (yardstick, before each page)", "req/s": bareRange, "× bare": "1.00" },
  ...rows.map(({ name: _name, ...row }) => row),
]);
compareWithReference(rows);
stop();
process.exit(rows.some((row) => row["non-2xx"] > 0) ? 1 : 0);

/**
 * The drawn pages' floors (bench/floor): each page's HTML and loader data drawn by React and Remix
 * alone, measured as the page is, the floor's CPU read from its own `/cpu` route. A page answered from
 * memory draws nothing, so it has none.
 */
async function serveFloors() {
  serveBenchApp("floor", floorPort, { FLOOR_PAGES_DIR: pagesDir });
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const cpuUrl = `${floorBase}/cpu?_data=routes/cpu`;
  await waitUntil(answersOk(cpuUrl), "the floor", { attempts: 100 });
  const cpuSeconds = async () => (await (await fetch(cpuUrl)).json()).ms / 1000;
  return {
    async cpuPerRequest(name) {
      const { result, cpuMs } = await run(`${floorBase}/${name}`, {}, cpuSeconds);
      return cpuMs / result.requests.total;
    },
  };
}

/**
 * Each page's CPU per request beside the reference figure docs/performance.md gives it (its table
 * "Reference figures"), and a warning for a page more than 20 % slower: a drift of a tenth is this
 * VM's noise, a fifth is a change worth a profile (`npm run profile PAGE`), unless the host is slower.
 */
function compareWithReference(measured) {
  const reference = new Map();
  const text = readFileSync(join(root, "docs/performance.md"), "utf8");
  const table = text.slice(text.indexOf("## Reference figures"));
  for (const [, name, cpu] of table.matchAll(/^\| `([\w-]+)` \| ([\d.]+) \|/gm)) reference.set(name, Number(cpu));
  const lines = measured
    .filter((row) => reference.has(row.name))
    .map((row) => {
      const before = reference.get(row.name);
      const now = Number(row["CPU ms/req"]);
      const change = (now - before) / before;
      const flag = change > 0.2 ? "  ← more than 20 % slower: profile it (npm run profile " + row.name + ")" : "";
      return `${row.name.padEnd(16)} ${before.toFixed(2)} → ${now.toFixed(2)} ms (${change >= 0 ? "+" : ""}${(change * 100).toFixed(0)} %)${flag}`;
    });
  console.log(`\nCPU ms per request against docs/performance.md's reference figures:\n${lines.join("\n")}`);
  const slower = lines.filter((line) => line.includes("←")).length;
  if (slower === 0) return;
  console.warn(`\n${slower} page(s) more than 20 % slower than docs/performance.md says.`);
  const hostDrift = driftOfPagesFromMemory(measured, reference);
  if (hostDrift > 0.2)
    console.warn(
      `The pages from memory, which are the server's fixed costs alone, are ${(hostDrift * 100).toFixed(0)} % ` +
        "above the reference too (their median): this host is slower than the reference's. Compare a page " +
        "with a run of the build before it on this host, not with the reference.",
    );
}

/** The median change of the pages answered from memory against their reference figures, or 0 without them. */
function driftOfPagesFromMemory(measured, reference) {
  const fromMemory = new Set(MAIN_PAGES.filter((page) => page.fromMemory).map((page) => page.name));
  const changes = measured
    .filter((row) => fromMemory.has(row.name) && reference.has(row.name))
    .map((row) => Number(row["CPU ms/req"]) / reference.get(row.name) - 1);
  return changes.length > 0 ? median(changes) : 0;
}
