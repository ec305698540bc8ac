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
// of the yardstick measured before it. Its entry.server is Remix's default, which imports isbot: so
// isbot stays in package.json's dependencies though the portal's code imports it nowhere; without it,
// Remix's build of the yardstick runs `npm install isbot` itself, which left the dev dependencies out.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { signInDemo, startDemoStack, stylesCookie } from "./demo-stack.mjs";
import { headersFor, MAIN_PAGES } from "./main-pages.mjs";

const root = new URL("..", import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3200);
const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? 3201);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const barePort = Number(process.env.BENCH_BARE_PORT ?? 3202);
const metricsPort = Number(process.env.BENCH_METRICS_PORT ?? 3203);

const { base, stop: stopStack } = await startDemoStack({
  port,
  emulatorPort,
  env: { RATE_LIMITS: "off", WEB_CONCURRENCY: process.env.BENCH_WORKERS ?? "1", METRICS_PORT: String(metricsPort) },
});

const bareEntry = join(root, "bench/bare/build/server/index.js");
if (!existsSync(bareEntry)) {
  const built = spawnSync(
    join(root, "node_modules/.bin/remix"),
    ["vite:build", "--config", "bench/bare/vite.config.ts"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (built.status !== 0) process.exit(1);
}
const bare = spawn(join(root, "node_modules/.bin/remix-serve"), [bareEntry], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, PORT: String(barePort), NODE_ENV: "production" },
});
const stop = () => {
  stopStack();
  bare.kill("SIGTERM");
};
process.on("exit", stop);

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The CPU seconds the portal's workers have used so far. */
async function portalCpuSeconds() {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1]);
}

/**
 * Measured after a warm-up of its own, so no page pays for compiling code the ones before it did not;
 * `cpuSeconds` reads a server's CPU time, and `cpuMs` is what it used while measured.
 */
async function run(url, headers, cpuSeconds = async () => 0) {
  await load(url, headers, warmupSeconds);
  const cpuBefore = await cpuSeconds();
  const result = await load(url, headers, seconds);
  return { result, cpuMs: ((await cpuSeconds()) - cpuBefore) * 1000 };
}

const cookie = await signInDemo(base);
// Every page as a returning browser gets it: the stylesheet linked, not inline (docs/decisions/103).
const styles = await stylesCookie(base);
const bareUrl = `http://127.0.0.1:${barePort}/`;
for (
  let attempt = 0;
  attempt < 100 &&
  !(await fetch(bareUrl).then(
    (r) => r.ok,
    () => false,
  ));
  attempt++
) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
// This VM's speed drifts by a fifth within a minute: each page is compared with the yardstick
// measured just before it, not with one measurement at the start.
const bareRates = [];
const rows = [];
// BENCH_ONLY=catalog,dashboard measures those pages alone (names of scripts/main-pages.mjs).
const only = process.env.BENCH_ONLY?.split(",");
for (const page of MAIN_PAGES.filter(({ name }) => !only || only.includes(name))) {
  const bareRate = (await run(bareUrl, {})).result.requests.average;
  bareRates.push(bareRate);
  const headers = headersFor(page, cookie, styles);
  const html = await (await fetch(`${base}${page.path}`, { headers })).text();
  const { result, cpuMs } = await run(`${base}${page.path}`, headers, portalCpuSeconds);
  rows.push({
    name: page.name,
    page: `${page.title} ${page.path}`,
    "req/s": Math.round(result.requests.average),
    "× bare": (result.requests.average / bareRate).toFixed(2),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "CPU ms/req": (cpuMs / result.requests.total).toFixed(2),
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
const slower = compareWithReference(rows);
if (slower.length > 0) console.warn(`\n${slower.length} page(s) more than 20 % slower than docs/performance.md says.`);
stop();
process.exit(rows.some((row) => row["non-2xx"] > 0) ? 1 : 0);

/**
 * Each page's CPU per request beside the reference figure docs/performance.md gives it (its table
 * "Reference figures"), and a warning for a page more than 20 % slower: a drift of a tenth is this
 * VM's noise, a fifth is a change worth a profile (`npm run profile PAGE`).
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
  return lines.filter((line) => line.includes("←"));
}
