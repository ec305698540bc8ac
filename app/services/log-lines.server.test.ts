import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

const file = join(mkdtempSync(join(tmpdir(), "log-lines-")), "portal.log");
vi.stubEnv("LOG_FILE", file);
vi.stubEnv("LOG_LEVEL", "info");
const { createLog, withoutSecrets } = await import("./log-lines.server");
afterAll(() => vi.unstubAllEnvs());

/** The lines a synchronous logger wrote, parsed. */
const linesWritten = () =>
  readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("what a log line may carry", () => {
  it("replaces a secret's value at the line's own level and under one or two objects, not deeper", () => {
    const fields = {
      path: "/auth/",
      token: "t-1",
      user: { id: 7, password: "p-1", session: { refresh_token: "r-1", deeper: { code: "1234" } } },
      calls: [{ authorization: "Bearer x" }],
    };
    expect(withoutSecrets(fields)).toEqual({
      path: "/auth/",
      token: "[redacted]",
      user: { id: 7, password: "[redacted]", session: { refresh_token: "[redacted]", deeper: { code: "1234" } } },
      calls: [{ authorization: "[redacted]" }],
    });
    // The caller's object is left as it was; a line without secrets is the same object.
    expect(fields.token).toBe("t-1");
    expect(fields.user.password).toBe("p-1");
    const clean = { path: "/catalog/", status: 200, nested: { ms: 1 } };
    expect(withoutSecrets(clean)).toBe(clean);
  });

  it("writes the request line as it was, and cuts secrets and queries from fields, messages and errors", () => {
    const log = createLog({ sync: true });
    log.info({ method: "GET", path: "/catalog/", status: 200, ms: 3.2 }, "request");
    log.warn({ body: { phone: "+79990000000", code: "4321" }, cookie: "__session=abc" }, "sent /auth/?code=4321");
    const failure = Object.assign(new Error("GET /orders/?search=x failed"), {
      code: "ECONNRESET",
      cause: { token: "t" },
    });
    log.error({ err: failure }, "the request failed");
    const [request, warning, error] = linesWritten();
    expect(request).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/catalog/",
      status: 200,
      ms: 3.2,
    });
    expect(request).toHaveProperty("requestId", null);
    expect(warning).toMatchObject({
      level: "warn",
      msg: "sent /auth/?[redacted]",
      body: { phone: "+79990000000", code: "[redacted]" },
      cookie: "[redacted]",
    });
    expect(error).toMatchObject({
      level: "error",
      err: {
        type: "Error",
        message: "GET /orders/?[redacted] failed",
        code: "[redacted]",
        cause: { token: "[redacted]" },
      },
    });
    expect((error.err as { stack: string }).stack).toContain("log-lines.server.test.ts");
    expect(readFileSync(file, "utf8")).not.toMatch(/4321|abc|t-1|search=x/);
  });
});
