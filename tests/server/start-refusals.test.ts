import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startMode } from "../../scripts/start-mode.mjs";

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

describe("npm start", () => {
  it("refuses the operator's NODE_ENV=production without MARKETPLACE_API_URL, before it builds or starts the emulator", () => {
    // A build directory that does not exist: a start that went on would build there (minutes, past the timeout).
    const buildDir = join(mkdtempSync(join(tmpdir(), "portal-start-")), "never-built");
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", BUILD_DIR: buildDir, EMULATOR_PORT: "9" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    const line = JSON.parse(run.stderr) as { level: string; msg: string };
    expect(line.level).toBe("fatal");
    expect(line.msg).toContain("MARKETPLACE_API_URL is not set");
  });

  it("stays the demo without NODE_ENV, runs it in production only with DEMO=1, and uses MARKETPLACE_API_URL when set", () => {
    expect(startMode({})).toEqual({ demo: true });
    expect(startMode({ NODE_ENV: "development" })).toEqual({ demo: true });
    expect(startMode({ NODE_ENV: "production", DEMO: "1" })).toEqual({ demo: true });
    expect(startMode({ NODE_ENV: "production", MARKETPLACE_API_URL: "https://api.example.invalid" })).toEqual({
      demo: false,
    });
    expect(startMode({ MARKETPLACE_API_URL: "https://api.example.invalid" })).toEqual({ demo: false });
    // Empty is unset, as for the server.
    expect(startMode({ NODE_ENV: "production", MARKETPLACE_API_URL: "" }).refusal).toContain("MARKETPLACE_API_URL");
    expect(startMode({ NODE_ENV: "production", DEMO: "0" }).refusal).toContain("DEMO=1");
  });
});
