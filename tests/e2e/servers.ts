import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "../../scripts/nginx-config.mjs";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { EMULATOR_URL } from "./emulator";
import { expect, test } from "./test";

// Servers a test starts beside the suite's own: portals (server/main.ts on the built app,
// against the suite's emulator unless told otherwise), redis-server and nginx, each on a free port.

export async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Started = { url: string; process: ChildProcess; output: () => string };
export type StartedPortal = Started & { metricsUrl: string };

/**
 * The servers started and not yet ended. A test that runs out of time never reaches its stop(), and
 * Playwright ends its worker: the servers go with the worker instead of running on (and holding a
 * core's share and their ports) through the rest of the suite.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

export function started(child: ChildProcess, url: string): Started {
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { url, process: child, output: () => output };
}

/** Waits until the server at `url` answers its /healthz with 200 (Playwright's 5 s unless `timeout` says). */
async function healthy(url: string, timeout?: number) {
  await expect
    .poll(
      () =>
        fetch(`${url}/healthz`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout },
    )
    .toBe(200);
}

/** How long a portal may take to start: tsx compiles server/ first, slow while the suite's workers run. */
const PORTAL_START_MS = 30_000;

export async function startPortal(env: Record<string, string>): Promise<StartedPortal> {
  // The test (or hook) that starts a portal gets the start's own limit on top of its time: a test
  // starting two portals on a busy machine ran out of its 30 s before doing what it checks.
  const info = test.info();
  info.setTimeout(info.timeout + PORTAL_START_MS);
  const [port, metricsPort] = [await freePort(), await freePort()];
  // The build scripts/start.mjs serves: BUILD_DIR names another than build/ (remix.config.js).
  const entry = join(env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "server/index.js");
  const portal = started(
    spawn(process.execPath, [...SERVER_NODE_FLAGS, "--import", "tsx", "server/main.ts", entry], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        MARKETPLACE_API_URL: EMULATOR_URL,
        DATA_DIR: mkdtempSync(join(tmpdir(), "portal-scale-")),
        WEB_CONCURRENCY: "1",
        ...env,
      },
    }),
    `http://127.0.0.1:${port}`,
  );
  await healthy(portal.url, PORTAL_START_MS);
  return { ...portal, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** A redis-server without persistence; on a port of its own, or on `port` (one that came back, empty). */
export async function startRedis(port?: number): Promise<Started> {
  port ??= await freePort();
  const redis = started(
    spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "pipe"],
    }),
    `redis://127.0.0.1:${port}`,
  );
  await expect.poll(() => redis.output().includes("Ready to accept connections")).toBe(true);
  return redis;
}

/** nginx with deploy/nginx.conf in front of the portals on `instancePorts`. */
export async function startNginx(...instancePorts: number[]): Promise<Started> {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), "portal-nginx-"));
  writeFileSync(join(scratch, "nginx.conf"), nginxConfig(port, instancePorts));
  const nginx = started(
    spawn("nginx", ["-p", scratch, "-c", join(scratch, "nginx.conf"), "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    }),
    `http://127.0.0.1:${port}`,
  );
  await healthy(nginx.url);
  return nginx;
}

export const ended = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
  );

export async function stop(...children: Started[]) {
  for (const child of children) child.process.kill("SIGTERM");
  await Promise.all(children.map((child) => ended(child.process)));
}
