#!/usr/bin/env node
// `npm test`: everything a change must pass, in the order that fails fastest:
// the Debian packages it needs, types, lint and format, unit and contract tests, the production build, then the
// browser tests in Chromium's headless shell.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import "./node-version.mjs";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);
/**
 * Debian packages the tests run: the browser for Playwright (its own download is not reachable),
 * Redis for the session store, nginx for the proxy tests and Java for the HTML validator (vnu-jar).
 */
const SYSTEM_PACKAGES = [
  { binary: "/usr/bin/chromium-headless-shell", pkg: "chromium-headless-shell" },
  { binary: "/usr/bin/redis-server", pkg: "redis-server" },
  { binary: "/usr/sbin/nginx", pkg: "nginx" },
  { binary: "/usr/bin/java", pkg: "default-jre-headless" },
];

function step(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(", ")}. Install with \`sudo apt-get install -y ${missing.join(" ")}\`, then run npm test again.`,
    );
    process.exit(1);
  }
  step(`install Debian's ${missing.join(", ")}`, "sh", [
    "-c",
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`,
  ]);
}

/**
 * Steps that only read the sources, run side by side: each of them runs on one thread, so on two
 * cores they take 37 s together where one after another took 49. Each one's output is printed whole
 * when it ends, so their lines do not mix.
 */
async function sideBySide(steps) {
  const started = Date.now();
  console.log(`\n▶ ${steps.map(({ title }) => title).join(", ")}, side by side`);
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(Buffer.concat(output));
            console.log(status === 0 ? `✔ ${title} (${seconds} s)` : `✖ ${title} failed`);
            resolve(status);
          });
        }),
    ),
  );
  const failed = results.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

ensureSystemPackages();
await sideBySide([
  { title: "typecheck", command: bin("tsc"), args: [] },
  // `npm run lint`: ESLint, then dependency-cruiser for import cycles with their type-only imports (decision 091).
  {
    title: "lint (one-way imports, no cycles even of types, hooks, accessibility)",
    command: "npm",
    args: ["run", "--silent", "lint"],
  },
  { title: "format", command: bin("prettier"), args: ["--check", "."] },
  // Redocly's recommended rules over contract/marketplace.yaml: 0 errors (docs/decisions/097).
  { title: "lint of the marketplace's contract", command: "npm", args: ["run", "--silent", "lint:contract"] },
]);
step("unit and contract tests", bin("vitest"), ["run"]);
step("production build", bin("remix"), ["vite:build"]);
step("browser tests (js and nojs)", bin("playwright"), ["test"]);
