#!/usr/bin/env node
// `npm test`: everything a change must pass, in the order that fails fastest:
// types, unit and contract tests, the production build, then the browser tests in Chromium.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);
const CHROMIUM = "/usr/bin/chromium";

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

/** The browser tests use Debian's Chromium; Playwright's own browser download is not reachable. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: install it with \`sudo apt-get install -y chromium\` (${CHROMIUM}), then run npm test again.`);
    process.exit(1);
  }
  step("install Debian's chromium", "sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"]);
}

step("typecheck", bin("tsc"), []);
step("unit and contract tests", bin("vitest"), ["run"]);
step("production build", bin("remix"), ["vite:build"]);
ensureChromium();
step("browser tests (js and nojs)", bin("playwright"), ["test"]);
