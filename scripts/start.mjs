#!/usr/bin/env node
// `npm start`: build when the build is missing or stale, start the marketplace emulator unless
// MARKETPLACE_API_URL points at real services, then serve the portal (server/main.ts). An operator's
// NODE_ENV=production without MARKETPLACE_API_URL is refused unless DEMO=1 (start-mode.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import "./node-version.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { startMode } from "./start-mode.mjs";

const root = new URL("..", import.meta.url).pathname;
const bin = (name) => join(root, "node_modules", ".bin", name);
const BUILD_ENTRY = resolve(root, process.env.BUILD_DIR ?? "build", "server/index.js");
const SOURCES = ["app", "public", "vite.config.ts", "remix.config.js", "package.json", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function buildIfStale() {
  const built = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
  if (built >= sources) return;
  console.log(built ? "[start] sources changed since the last build: building" : "[start] no build yet: building");
  const result = spawnSync(bin("remix"), ["vite:build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForHttp(url, timeoutMs, headers = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { headers });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const children = [];
function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code, signal) => {
    for (const other of children) if (other !== child) other.kill("SIGTERM");
    process.exit(code ?? (signal ? 1 : 0));
  });
  return child;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}

const mode = startMode(process.env);
if (mode.refusal) {
  // Before the build and the emulator, in the server's own form: one JSON line (server/main.ts).
  console.error(
    JSON.stringify({ level: "fatal", time: new Date().toISOString(), pid: process.pid, msg: mode.refusal }),
  );
  process.exit(1);
}

buildIfStale();

const env = { NODE_ENV: "production", PORT: process.env.PORT ?? "3000" };
if (mode.demo) {
  // The embedded default: the emulator stands in for the marketplace, asked for as the demo it is
  // (the server refuses production without MARKETPLACE_API_URL otherwise, and says DEMO loudly).
  const emulatorPort = process.env.EMULATOR_PORT ?? "3001";
  run(bin("tsx"), ["emulator/main.ts"], {
    EMULATOR_PORT: emulatorPort,
    EMULATOR_CONTROL: process.env.EMULATOR_CONTROL ?? "1",
  });
  Object.assign(env, { DEMO: "1", EMULATOR_PORT: emulatorPort });
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`;
  // A call of the contract's, sent as the contract says (the marker header): the strict emulator counts any other as a breach.
  await waitForHttp(`${emulatorUrl}/suppliers-users/users/info/get-count-users`, 60_000, { "X-Site": "seller" });
  console.warn(
    `[start] DEMO: no MARKETPLACE_API_URL, so the marketplace emulator on ${emulatorUrl} with its demo accounts`,
  );
}
run(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", join(root, "server/main.ts"), BUILD_ENTRY], env);
