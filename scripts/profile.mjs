#!/usr/bin/env node
// `npm run profile PAGE`: where one page's server time goes. PAGE is a name of scripts/main-pages.mjs
// (landing, login, knowledge-base, dashboard, catalog, orders, landing-cached, login-cached) or a path, asked for as
// demo supplier 01 (`--visitor`: without signing in).
//
// Builds the app with the server's source maps into PROFILE_BUILD_DIR (build-profile), starts the
// emulator and one portal process (WEB_CONCURRENCY=1, abuse limits off) with its inspector on
// loopback, warms the page up for PROFILE_WARMUP_SECONDS (3), then records V8's CPU profile over
// PROFILE_SECONDS (5) of load (autocannon, PROFILE_CONNECTIONS: 10), through the DevTools protocol.
// Prints the CPU milliseconds per request and the self time by area (the parts a page's time is
// spent on: route matching, the session, React's render, the log line, metrics …), by package, by
// module (the app's bundled code mapped back to its sources) and the top functions. The profile is
// kept in .data/profiles/ for Chrome DevTools or speedscope. docs/performance.md reads these tables.
// `--alloc`: the same tables in KiB allocated per request (V8's sampling heap profiler), what the
// garbage collector's share of each page comes from.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { answersOk, devtools, signInDemo, stylesCookie, waitUntil } from "./demo-stack.mjs";
import { headersFor, MAIN_PAGES } from "./main-pages.mjs";
import { load as loadOf } from "./measure-load.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const asked = args.find((arg) => !arg.startsWith("--")) ?? "catalog";
/** `--alloc`: where a request's allocations are made, instead of where its CPU time goes. */
const allocations = args.includes("--alloc");
const page = MAIN_PAGES.find((each) => each.name === asked) ?? {
  name: asked.replace(/[^\w-]+/g, "-").replace(/^-|-$/g, "") || "root",
  path: asked,
  signedIn: !args.includes("--visitor"),
  title: asked,
};
if (!page.path.startsWith("/")) {
  console.error(`No page ${asked}: one of ${MAIN_PAGES.map((each) => each.name).join(", ")}, or a path.`);
  process.exit(2);
}
const number = (name, fallback) => Number(process.env[name] ?? fallback);
const seconds = number("PROFILE_SECONDS", 5);
const warmupSeconds = number("PROFILE_WARMUP_SECONDS", 3);
const connections = number("PROFILE_CONNECTIONS", 10);
const port = number("PROFILE_PORT", 3210);
const emulatorPort = number("PROFILE_EMULATOR_PORT", 3211);
const buildDir = process.env.PROFILE_BUILD_DIR ?? "build-profile";
const rows = number("PROFILE_ROWS", 15);

/**
 * The parts a page's time goes to, from the module a function is in. The first rule
 * that matches names it; anything else is the portal's own pages or Node's.
 */
const AREAS = [
  ["route matching", (module) => /@remix-run\/router\//.test(module)],
  ["React's render", (module) => /node_modules\/react(-dom)?\//.test(module)],
  ["Remix's components (links, scripts, the loader data)", (module) => /@remix-run\/react\//.test(module)],
  ["Remix's request handling", (module) => /@remix-run\/(server-runtime|node|express)\//.test(module)],
  ["the session", (module) => /app\/services\/session\/|node:sqlite|ioredis|cookie-signature/.test(module)],
  ["form keys", (module) => /app\/services\/forms\/form-key|app\/form\/form-key/.test(module)],
  ["the log line", (module) => /pino|sonic-boom|app\/services\/log|server\/log/.test(module)],
  ["metrics", (module) => /prom-client|server\/metrics|app\/services\/request-record/.test(module)],
  ["compression", (module) => /node_modules\/compression\/|node:zlib|^zlib$/.test(module)],
  // Node's own undici: see fetchClassesOrCalls.
  ["marketplace calls", (module) => /undici|app\/services\/marketplace\/|contract\//.test(module)],
  ["express", (module) => /node_modules\/(express|router|body-parser|finalhandler|send|serve-static)\//.test(module)],
  ["the portal's server", (module) => /(^|\/)server\/\w/.test(module)],
  ["the portal's pages", (module) => /(^|\/)app\//.test(module)],
  ["Node (http, streams, timers)", (module) => /^node:/.test(module)],
];

// ── The build, with the server's source maps, so the app's bundled code is named by its modules ──
if (!process.env.PROFILE_REUSE_BUILD || !existsSync(join(root, buildDir, "server/index.js"))) {
  const built = spawnSync(join(root, "node_modules/.bin/remix"), ["vite:build", "--sourcemapServer"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (built.status !== 0) process.exit(1);
}

// ── The emulator and one portal process with its inspector ──────────────────────────────────────
const scratch = mkdtempSync(join(tmpdir(), "portal-profile-"));
const children = [];
process.on("exit", () => children.forEach((child) => child.kill("SIGTERM")));
const emulator = spawn(join(root, "node_modules/.bin/tsx"), ["emulator/main.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, EMULATOR_PORT: String(emulatorPort), EMULATOR_DB: join(scratch, "emulator.sqlite") },
});
children.push(emulator);
const portal = spawn(
  process.execPath,
  [
    ...SERVER_NODE_FLAGS,
    "--inspect=127.0.0.1:0",
    "--import",
    "tsx",
    "server/main.ts",
    join(buildDir, "server/index.js"),
  ],
  {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      METRICS_PORT: "0",
      MARKETPLACE_API_URL: `http://127.0.0.1:${emulatorPort}`,
      DATA_DIR: join(scratch, "portal"),
      WEB_CONCURRENCY: "1",
      RATE_LIMITS: "off",
      LOG_FILE: join(scratch, "portal.log"),
    },
  },
);
children.push(portal);
const inspectorUrl = await new Promise((resolve, reject) => {
  let text = "";
  portal.stderr.on("data", (chunk) => {
    text += chunk;
    const found = /Debugger listening on (ws:\/\/\S+)/.exec(text);
    if (found) resolve(found[1]);
  });
  portal.once("exit", (code) => reject(new Error(`the portal ended (${code}):\n${text}`)));
});
const base = `http://127.0.0.1:${port}`;
await waitUntil(answersOk(`${base}/healthz`), "the portal");
await waitUntil(
  () =>
    fetch(`http://127.0.0.1:${emulatorPort}/suppliers-users/users/info/get-count-users`, {
      headers: { "X-Site": "seller" },
    }).then((answer) => answer.ok),
  "the emulator",
);

// ── Load and the profile ─────────────────────────────────────────────────────────────────────────
const headers = headersFor(page, page.signedIn ? await signInDemo(base) : "", await stylesCookie(base));
const url = `${base}${page.path}`;
const first = await fetch(url, { headers, redirect: "manual" });
if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
const load = (duration) => loadOf({ url, headers, duration, connections });

const inspector = await devtools(inspectorUrl);
/** The portal's own CPU time so far, in ms, as its process counts it. */
const cpuMs = async () => {
  const { result } = await inspector.send("Runtime.evaluate", {
    expression: "(({ user, system }) => (user + system) / 1000)(process.cpuUsage())",
    returnByValue: true,
  });
  return result.value;
};
await load(warmupSeconds);
// The CPU per request without the profiler, which costs time of its own; then the profile's shares of it.
const cpuBefore = await cpuMs();
const measured = await load(seconds);
const cpuPerRequest = ((await cpuMs()) - cpuBefore) / measured.requests.total;
const { profile, result } = allocations ? await sampleAllocations() : await sampleCpu();
inspector.close();
if (measured.non2xx + result.non2xx > 0) console.warn(`${measured.non2xx + result.non2xx} answers were not 2xx`);

const profiles = join(root, ".data/profiles");
mkdirSync(profiles, { recursive: true });
const file = join(
  profiles,
  `${page.name}-${new Date().toISOString().replace(/[:.]/g, "-")}.${allocations ? "heapprofile" : "cpuprofile"}`,
);
writeFileSync(file, JSON.stringify(profile));

// ── Where the time (or the memory) went ──────────────────────────────────────────────────────────
const nodes = allocations ? nodesOfAllocations(profile.head) : profile.nodes;
const where = placesOf({ nodes });
const weights = allocations ? new Map(nodes.map((node) => [node.id, node.selfSize])) : cpuSelfMs(profile);
const busy = [...weights].reduce((sum, [id, weight]) => (where.get(id).area === "(idle)" ? sum : sum + weight), 0);
/**
 * A part's figure per request. CPU: its share of the profile's busy samples, of the CPU measured
 * without the profiler. Allocations: the bytes sampled in it over the requests answered meanwhile, in KiB.
 */
const perRequest = (weight) => (allocations ? weight / result.requests.total / 1024 : (weight / busy) * cpuPerRequest);
const unit = allocations ? "KiB/req" : "ms/req";

console.log(
  `\n${page.title} ${page.path}: ${connections} connections, ${seconds} s measured, then ${seconds} s ${
    allocations ? "sampling allocations" : "profiled"
  }`,
);
console.log(
  `CPU ${cpuPerRequest.toFixed(2)} ms per request (${Math.round(measured.requests.average)} req/s; ` +
    `the process's CPU time, without the profiler)` +
    (allocations
      ? `; ${perRequest(busy).toFixed(0)} KiB allocated per request (V8's sampling heap profiler, garbage ` +
        `included); each part below is what it allocated`
      : "; each part below is its share of the profile's samples of it"),
);
for (const [heading, key, limit] of [
  ["by area", "area", Infinity],
  ["by package", "pkg", rows],
  ["by module", "module", rows],
  ["top functions", "fn", rows],
]) {
  const totals = new Map();
  for (const [id, weight] of weights) {
    const place = where.get(id);
    if (place.area === "(idle)") continue;
    totals.set(place[key], (totals.get(place[key]) ?? 0) + weight);
  }
  console.log(`\n${heading}`);
  console.table(
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, weight]) => ({
        [key === "fn" ? "function" : key === "pkg" ? "package" : key]: name,
        [unit]: perRequest(weight).toFixed(allocations ? 1 : 3),
        share: `${((weight / busy) * 100).toFixed(1)} %`,
      })),
  );
}
console.log(
  `\nThe profile: ${relative(root, file)} (Chrome DevTools → ${allocations ? "Memory" : "Performance, or speedscope"})`,
);
process.exit(0);

// ── Helpers ──────────────────────────────────────────────────────────────────────────────────────

/** V8's CPU profile over a load of `seconds`: each sample counts for the wall time since the one before. */
async function sampleCpu() {
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 100 });
  await inspector.send("Profiler.start");
  const result = await load(seconds);
  const { profile } = await inspector.send("Profiler.stop");
  return { profile, result };
}

/**
 * Every function's own milliseconds in a CPU profile. A sample's delta is the wall time since the one
 * before: when another process keeps the portal off a core, the whole wait lands on the function it
 * resumes in (one sample of 178 ms once made a helper of conform's 3.8 % of a login profile, where it
 * had 0.2 % of the samples). A delta counts up to ten times the profile's median one (about 0.25 ms:
 * the sampler's 0.1 ms plus its own overhead).
 */
function cpuSelfMs(profile) {
  const deltas = profile.timeDeltas.map((delta) => delta ?? 0);
  const deltaCap = 10 * [...deltas].sort((a, b) => a - b)[deltas.length >> 1];
  const selfMs = new Map();
  for (let index = 0; index < profile.samples.length; index++) {
    const id = profile.samples[index];
    selfMs.set(id, (selfMs.get(id) ?? 0) + Math.min(deltas[index], deltaCap) / 1000);
  }
  return selfMs;
}

/**
 * V8's sampling heap profile over a load of `seconds` (`--alloc`): about one allocation in every 4 KiB
 * is recorded with its stack, those the garbage collector has taken since included, so the figures are
 * what a page allocates (what the young generation's collections then work through), not what it keeps.
 */
async function sampleAllocations() {
  await inspector.send("HeapProfiler.enable");
  await inspector.send("HeapProfiler.startSampling", {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const result = await load(seconds);
  const { profile } = await inspector.send("HeapProfiler.stopSampling");
  return { profile, result };
}

/** A heap profile's tree as a list of its nodes (id, call frame, bytes allocated in it). */
function nodesOfAllocations(head) {
  const nodes = [];
  const visit = (node) => {
    nodes.push(node);
    node.children.forEach(visit);
  };
  visit(head);
  return nodes;
}

/** The package a path is in: `react-dom`, `@remix-run/router`; null outside node_modules. */
function packageOf(path) {
  const found = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return found ? found[1] : null;
}

/** Each profile node's area, package, module and function, the app's bundle read through its source map. */
function placesOf({ nodes }) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const path = url.replace(/^file:\/\//, "");
      maps.set(
        url,
        existsSync(`${path}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${path}.map`, "utf8"))) : null,
      );
    }
    return maps.get(url);
  };
  const places = new Map();
  for (const { id, callFrame } of nodes) {
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    const fn = functionName || "(anonymous)";
    if (!url) {
      // V8's own: (program), (garbage collector), (idle), (root), or a builtin called from JS.
      const area = fn.startsWith("(") ? fn : "Node and V8 builtins";
      places.set(id, { area, pkg: area, module: area, fn });
      continue;
    }
    let module = url.startsWith("node:") ? url : relative(root, url.replace(/^file:\/\//, ""));
    const original = mapOf(url)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    // The original source, from the generated file's folder: the app's modules for the build, a
    // package's own sources (inside its folder in node_modules) for a package that ships its maps.
    if (original?.source) module = relative(root, join(dirname(url.replace(/^file:\/\//, "")), original.source));
    const pkg = packageOf(module) ?? (module.startsWith("node:") ? "node" : "the portal");
    const area = AREAS.find(([, matches]) => matches(module))?.[0] ?? "other packages";
    places.set(id, { area, pkg, module, fn: `${fn} ${module}:${(original?.line ?? lineNumber + 1) || ""}` });
  }
  fetchClassesOrCalls(nodes, places);
  return places;
}

/**
 * Node's own undici is two things: the fetch classes (Request, Response, Headers), which Remix and the
 * pages make for every request, and the HTTP client the undici package's `request` dispatches through
 * for the marketplace calls. Its frames go to the fetch classes when the first caller outside it and
 * the builtins is Remix, the portal's pages or its server, not its marketplace client; the rest (the
 * client, and the client's own event-loop callbacks) stay marketplace calls.
 */
function fetchClassesOrCalls(nodes, places) {
  const inNodesUndici = (node) => node.callFrame.url.startsWith("node:internal/deps/undici/");
  const parentOf = new Map();
  for (const node of nodes)
    for (const child of node.children ?? []) parentOf.set(typeof child === "number" ? child : child.id, node);
  for (const node of nodes) {
    if (!inNodesUndici(node)) continue;
    let caller = parentOf.get(node.id);
    while (caller && (inNodesUndici(caller) || !caller.callFrame.url)) caller = parentOf.get(caller.id);
    const callerModule = caller ? places.get(caller.id).module : "";
    if (/@remix-run\/|(^|\/)(app|server)\//.test(callerModule) && !/app\/services\/marketplace\//.test(callerModule))
      places.get(node.id).area = "Request, Response and Headers (Node's fetch classes)";
  }
}
