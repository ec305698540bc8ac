#!/usr/bin/env node
// `npm run bench:against -- REF`: the main pages' CPU per request with the build of REF (a commit, a
// branch or a tag) and with the working tree's, measured in turns on this host. A host's speed
// differs from the reference's in docs/performance.md and drifts within minutes, so a change is
// judged against the build before it, measured beside it.
//
// REF is checked out into BENCH_AGAINST_DIR (the system's temporary folder by default, outside the
// repository, so no tool of the project reads it), one folder per commit, with its own install (its
// patches are in its node_modules); `npm start` builds each tree when its build is stale. The folder
// is kept for the next run. BENCH_ROUNDS (3) turns per page, the order of the two builds swapped each
// round; BENCH_ONLY, BENCH_SECONDS, BENCH_WARMUP_SECONDS and BENCH_CONNECTIONS as for `npm run bench`.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median, signInDemo, startDemoStack, stylesCookie } from "./demo-stack.mjs";
import { headersFor } from "./main-pages.mjs";
import { BENCH_LOAD, BENCH_PAGES, measured, portalCpuSeconds } from "./measure-load.mjs";

const root = new URL("..", import.meta.url).pathname;
const ref = process.argv[2];
if (!ref) {
  console.error("usage: npm run bench:against -- REF (a commit, a branch or a tag)");
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const pages = BENCH_PAGES;

const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
const beforeRoot = join(process.env.BENCH_AGAINST_DIR ?? join(tmpdir(), "portal-bench-against"), commit);
if (!existsSync(join(beforeRoot, "node_modules"))) {
  if (!existsSync(beforeRoot)) {
    mkdirSync(join(beforeRoot, ".."), { recursive: true });
    git("worktree", "add", "--detach", beforeRoot, commit);
  }
  console.log(`[bench:against] installing ${ref} (${commit.slice(0, 7)}) in ${beforeRoot}`);
  if (spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: beforeRoot, stdio: "inherit" }).status !== 0)
    process.exit(1);
}

const builds = [
  await stackOf(commit.startsWith(ref) ? commit.slice(0, 7) : `${ref} (${commit.slice(0, 7)})`, beforeRoot, 3210),
  await stackOf("the working tree", root, 3200),
];
const cpuMs = new Map(builds.map((build) => [build.name, new Map(pages.map((page) => [page.name, []]))]));
for (let round = 0; round < rounds; round++) {
  for (const page of pages) {
    for (const build of round % 2 === 0 ? builds : [...builds].reverse()) {
      cpuMs
        .get(build.name)
        .get(page.name)
        .push(await cpuPerRequest(build, page));
    }
  }
  console.log(`[bench:against] round ${round + 1} of ${rounds} measured`);
}

const [before, now] = builds.map((build) => cpuMs.get(build.name));
console.log(
  `\nCPU ms per request, ${rounds} turn${rounds === 1 ? "" : "s"} a page: ${builds[0].name} against ${builds[1].name}`,
);
console.table(
  pages.map(({ name, title, path }) => {
    const [was, is] = [median(before.get(name)), median(now.get(name))];
    return {
      page: `${title} ${path}`,
      [builds[0].name]: before
        .get(name)
        .map((ms) => ms.toFixed(2))
        .join(", "),
      "the working tree": now
        .get(name)
        .map((ms) => ms.toFixed(2))
        .join(", "),
      change: `${is >= was ? "+" : ""}${(((is - was) / was) * 100).toFixed(0)} % (medians)`,
    };
  }),
);
process.exit(0);

function git(...args) {
  const result = spawnSync("git", args, { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** A stack of `npm start` from the tree at `treeRoot` (ports from `port`), with its cookies and its CPU's reading. */
async function stackOf(name, treeRoot, port) {
  const metricsPort = port + 3;
  const { base } = await startDemoStack({
    root: treeRoot,
    port,
    emulatorPort: port + 1,
    env: { RATE_LIMITS: "off", WEB_CONCURRENCY: "1", METRICS_PORT: String(metricsPort) },
  });
  const [cookie, styles] = [await signInDemo(base), await stylesCookie(base)];
  return {
    name,
    base,
    headersOf: (page) => headersFor(page, cookie, styles),
    cpuSeconds: () => portalCpuSeconds(metricsPort),
  };
}

/** A page's CPU per request on one build, after a warm-up of its own, as `npm run bench` measures it. */
async function cpuPerRequest(build, page) {
  const { result, cpuMs } = await measured({
    url: `${build.base}${page.path}`,
    headers: build.headersOf(page),
    cpuSeconds: build.cpuSeconds,
    ...BENCH_LOAD,
  });
  if (result.non2xx > 0) throw new Error(`${page.path} on ${build.name}: ${result.non2xx} answers were not 2xx`);
  return cpuMs / result.requests.total;
}
