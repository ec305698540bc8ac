import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

// A server that cannot start ends with one fatal log line and a non-zero exit, whichever process
// failed: the cluster's primary (its metrics port taken) or a worker (its build not loading). The
// primary used to exit under its starting workers, which then died on its closed channel (EPIPE)
// with stack traces; a worker that could not start was replaced, and failed again, forever.

const held: Server[] = [];
afterEach(() => {
  for (const server of held.splice(0)) server.close();
});

/** A port another process already listens on. */
async function takenPort() {
  const server = createServer();
  held.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

/** The server started as in production, until it ends; everything it and its workers wrote. */
async function startServer(env: Record<string, string>, buildPath = "build/server/index.js") {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts", buildPath], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: process.env.DATA_DIR,
      NODE_ENV: "production",
      MARKETPLACE_API_URL: "http://127.0.0.1:9",
      PORT: "0",
      METRICS_PORT: "0",
      ...env,
    },
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk));
  // A server that went on serving would be stopped here and fail the exit code's check below.
  const timer = setTimeout(() => server.kill("SIGKILL"), 50_000);
  // "close", not "exit": the workers share the output, so it is complete only once they are gone too.
  const [status] = (await once(server, "close")) as [number | null];
  clearTimeout(timer);
  const lines = output
    .trim()
    .split("\n")
    .map((line): { level: string; msg: string } => {
      try {
        return JSON.parse(line) as { level: string; msg: string };
      } catch {
        return { level: "not a log line", msg: line };
      }
    });
  return { status, lines, fatal: lines.filter((line) => line.level === "fatal") };
}

describe("a server that cannot start", () => {
  it("ends with one fatal line naming METRICS_PORT when the cluster's metrics port is taken, no worker left behind", async () => {
    const port = await takenPort();
    const run = await startServer({ WEB_CONCURRENCY: "2", METRICS_PORT: String(port) });
    expect(run.status).toBe(1);
    // The whole output: the one line, no worker's stack trace after it.
    expect(run.lines).toEqual([expect.objectContaining({ level: "fatal" })]);
    expect(run.fatal[0].msg).toContain(`METRICS_PORT ${port} on 127.0.0.1: listen EADDRINUSE`);
  }, 60_000);

  it("ends the same way without a cluster", async () => {
    const port = await takenPort();
    const run = await startServer({ WEB_CONCURRENCY: "1", METRICS_PORT: String(port) });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([expect.objectContaining({ level: "fatal" })]);
    expect(run.fatal[0].msg).toContain(`METRICS_PORT ${port}`);
  }, 60_000);

  it("stops every worker when one cannot start, with one fatal line saying why, instead of starting another", async () => {
    const run = await startServer({ WEB_CONCURRENCY: "2" }, "build/no-such-build.js");
    expect(run.status).toBe(1);
    // No stack trace, only the server's log lines, one of them fatal.
    expect(run.lines.filter((line) => line.level === "not a log line")).toEqual([]);
    expect(run.fatal).toHaveLength(1);
    expect(run.fatal[0].msg).toMatch(
      /^the build build\/no-such-build\.js does not load: .+ \(worker \d+ could not start\)$/,
    );
    expect(run.lines.filter((line) => line.msg.includes("starting another"))).toEqual([]);
  }, 60_000);
});
