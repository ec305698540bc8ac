#!/usr/bin/env node
// Several machines on one: Redis, the emulator (unless MARKETPLACE_API_URL is set), two portal
// instances sharing that Redis, and nginx in front of them (deploy/nginx.conf). Like a Procfile:
// every process is a child, Ctrl-C stops them all. Needs `redis-server` and `nginx` on the PATH.
// PROXY_PORT (3000), INSTANCE_PORTS (3011,3012; each instance's metrics on its port + 1000),
// REDIS_PORT (6390), EMULATOR_PORT (3001),
// WEB_CONCURRENCY per instance (1), INSTANCES_LOG_DIR (unset: standard output dropped). The build
// must exist (`npm run build`).
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "./nginx-config.mjs";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";

const root = new URL("..", import.meta.url).pathname;
const proxyPort = process.env.PROXY_PORT ?? "3000";
const instancePorts = (process.env.INSTANCE_PORTS ?? "3011,3012").split(",");
const redisPort = process.env.REDIS_PORT ?? "6390";
const emulatorPort = process.env.EMULATOR_PORT ?? "3001";
const scratch = mkdtempSync(join(tmpdir(), "portal-instances-"));

/** INSTANCES_LOG_DIR: each process's standard output (the portals' JSON line per request) goes to <name>.log there. */
const logDir = process.env.INSTANCES_LOG_DIR;
const children = new Map();
function run(name, command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", logDir ? openSync(join(logDir, `${name}.log`), "a") : "ignore", "inherit"],
    env: { ...process.env, ...env },
  });
  children.set(name, child);
  child.on("exit", (code, signal) => {
    children.delete(name);
    console.log(`[instances] ${name} ended (${signal ?? code})`);
  });
  return child;
}

async function waitFor(url, headers = {}) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      await fetch(url, { headers });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

function stopAll() {
  for (const child of children.values()) child.kill("SIGTERM");
  setTimeout(() => process.exit(0), 11_000).unref();
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);

run("redis", "redis-server", ["--port", redisPort, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
let marketplaceUrl = process.env.MARKETPLACE_API_URL;
if (!marketplaceUrl) {
  run("emulator", join(root, "node_modules/.bin/tsx"), ["emulator/main.ts"], {
    EMULATOR_PORT: emulatorPort,
    EMULATOR_DB: join(scratch, "emulator.sqlite"),
  });
  marketplaceUrl = `http://127.0.0.1:${emulatorPort}`;
  await waitFor(`${marketplaceUrl}/suppliers-users/users/info/get-count-users`, { "X-Site": "seller" });
}
for (const [index, port] of instancePorts.entries()) {
  run(`portal-${index + 1}`, process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts"], {
    NODE_ENV: "production",
    PORT: port,
    METRICS_PORT: String(Number(port) + 1000),
    MARKETPLACE_API_URL: marketplaceUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: join(scratch, `portal-${index + 1}`),
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
    // nginx compresses (deploy/nginx.conf, docs/decisions/108).
    COMPRESSION: process.env.COMPRESSION ?? "off",
  });
}
await Promise.all(instancePorts.map((port) => waitFor(`http://127.0.0.1:${port}/healthz`)));
writeFileSync(join(scratch, "nginx.conf"), nginxConfig(proxyPort, instancePorts));
run("nginx", "nginx", ["-p", scratch, "-c", join(scratch, "nginx.conf"), "-g", "daemon off;"]);
await waitFor(`http://127.0.0.1:${proxyPort}/healthz`);
console.log(
  `[instances] http://127.0.0.1:${proxyPort} → ${instancePorts.join(", ")}; pids ${[...children.entries()].map(([name, child]) => `${name}=${child.pid}`).join(" ")}`,
);
