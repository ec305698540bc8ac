import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The production server refuses to start on a configuration it cannot run with, before it loads
// the app, and says which variable is wrong (docs/decisions/083).

function startServer(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "server/main.ts", "build/not-needed.js"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  // One JSON log line, like every line the portal writes.
  const line = JSON.parse(run.stderr) as { level: string; msg: string };
  return { status: run.status, level: line.level, message: line.msg };
}

describe("the production server's start", () => {
  it("exits naming MARKETPLACE_API_URL when production has none and no DEMO=1", () => {
    const run = startServer({});
    expect(run.status).toBe(1);
    expect(run.level).toBe("fatal");
    expect(run.message).toContain("MARKETPLACE_API_URL is not set");
  });

  it("exits naming a bad WEB_CONCURRENCY or port", () => {
    const marketplace = { MARKETPLACE_API_URL: "http://127.0.0.1:9" };
    const workers = startServer({ ...marketplace, WEB_CONCURRENCY: "lots" });
    expect(workers.status).toBe(1);
    expect(workers.message).toContain('WEB_CONCURRENCY="lots"');
    const port = startServer({ ...marketplace, PORT: "-1" });
    expect(port.status).toBe(1);
    expect(port.message).toContain('PORT="-1"');
  });
});
