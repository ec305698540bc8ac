#!/usr/bin/env node
// `npm run size`: builds, then prints for every route the first-load JS a document of that route
// makes the browser download (the Remix manifest, the client entry and the chunks of every route in
// its match chain, each gzipped, shared chunks counted once) and fails when a route is over budget.
// `--no-build` measures the existing build.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const root = new URL("..", import.meta.url).pathname;
const client = resolve(root, process.env.BUILD_DIR ?? "build", "client");

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(join(root, "node_modules/.bin/remix"), ["vite:build"], { cwd: root, stdio: "ignore" });
  if (build.status !== 0) {
    console.error("The build failed: run `npm run build` to see why.");
    process.exit(1);
  }
}

const assets = join(client, "assets");
const manifestFile = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
const manifestSource = readFileSync(join(assets, manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("{"), manifestSource.lastIndexOf("}") + 1));

const gzipSizes = new Map();
function gzipSize(asset) {
  if (!gzipSizes.has(asset)) gzipSizes.set(asset, gzipSync(readFileSync(join(client, asset))).length);
  return gzipSizes.get(asset);
}

function chain(id) {
  const routes = [];
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId]) routes.unshift(route);
  return routes;
}

function urlOf(routes) {
  const segments = routes.map((route) => route.path).filter(Boolean);
  return `/${segments.join("/")}${segments.length ? "/" : ""}`;
}

const { sizeBudgetKiB } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const leaves = Object.values(manifest.routes).filter(
  (route) => !Object.values(manifest.routes).some((other) => other.parentId === route.id) || route.index,
);

const rows = leaves
  .filter((route) => route.id !== "root")
  .map((leaf) => {
    const routes = chain(leaf.id);
    const files = new Set([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
    for (const route of routes) [route.module, ...(route.imports ?? [])].forEach((file) => files.add(file));
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = sizeBudgetKiB.routes?.[leaf.id] ?? sizeBudgetKiB.default;
    return { url: urlOf(routes), kib: bytes / 1024, budget, files: files.size };
  })
  .sort((a, b) => a.url.localeCompare(b.url));

const width = Math.max(...rows.map((row) => row.url.length));
console.log(`${"route".padEnd(width)}  first-load JS (gzip)  budget   chunks`);
for (const row of rows) {
  const mark = row.kib > row.budget ? "  OVER BUDGET" : "";
  console.log(
    `${row.url.padEnd(width)}  ${row.kib.toFixed(1).padStart(9)} KiB         ${String(row.budget).padStart(4)} KiB  ${String(row.files).padStart(4)}${mark}`,
  );
}
const over = rows.filter((row) => row.kib > row.budget);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget.`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget.`);
