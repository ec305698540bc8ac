import { describe, expect, it } from "vitest";
import { configWarnings, readConfig } from "./config.server";

describe("the portal's configuration", () => {
  it("refuses production without the marketplace's address, unless the demo is asked for", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/MARKETPLACE_API_URL is not set/);
    expect(() => readConfig({ NODE_ENV: "production", MARKETPLACE_API_URL: "" })).toThrow(/MARKETPLACE_API_URL/);
    const demo = readConfig({ NODE_ENV: "production", DEMO: "1", EMULATOR_PORT: "3999" });
    expect(demo.marketplaceApiUrl).toBe("http://127.0.0.1:3999");
    expect(configWarnings(demo).join("\n")).toMatch(/^DEMO: MARKETPLACE_API_URL is not set/);
  });

  it("names each variable with a bad value", () => {
    const refusal = (env: Record<string, string>) => {
      try {
        readConfig({ MARKETPLACE_API_URL: "https://api.example.test", ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return null;
    };
    expect(refusal({ WEB_CONCURRENCY: "many" })).toContain('WEB_CONCURRENCY="many": expected a whole number from 1');
    expect(refusal({ WEB_CONCURRENCY: "0" })).toContain("WEB_CONCURRENCY");
    expect(refusal({ PORT: "70000" })).toContain('PORT="70000": expected a whole number from 0 to 65535');
    expect(refusal({ METRICS_PORT: "x" })).toContain("METRICS_PORT");
    expect(refusal({ MARKETPLACE_API_URL: "api.example.test" })).toContain("MARKETPLACE_API_URL");
    expect(refusal({ REDIS_URL: "http://redis" })).toContain("REDIS_URL");
    expect(refusal({ RATE_LIMITS: "of" })).toContain('RATE_LIMITS="of": expected "on" or "off"');
    expect(refusal({ COMPRESSION: "no" })).toContain('COMPRESSION="no": expected "on" or "off"');
    expect(refusal({ PORT: "8080", WEB_CONCURRENCY: "2" })).toBeNull();
  });

  it("reads the defaults npm start runs with, an empty value as unset", () => {
    const config = readConfig({ MARKETPLACE_API_URL: "https://api.example.test", PORT: "", CDN_URL: "" });
    expect(config).toMatchObject({
      PORT: 3000,
      METRICS_PORT: 9464,
      METRICS_HOST: "127.0.0.1",
      MARKETPLACE_TIMEOUT_MS: 15_000,
      COMPRESSION: "on",
      cdnOrigin: "https://api.example.test",
      sharedRedisUrl: null,
      sessionSecrets: null,
    });
  });

  it("warns when the cookie secret would live only in a shared Redis", () => {
    const shared = {
      NODE_ENV: "production",
      MARKETPLACE_API_URL: "https://api.example.test",
      REDIS_URL: "redis://r:6379",
    };
    expect(configWarnings(readConfig(shared)).join("\n")).toMatch(
      /REDIS_URL is set but SESSION_SECRET is not: .*a Redis that restarts empty signs every supplier out/,
    );
    expect(configWarnings(readConfig({ ...shared, SESSION_SECRET: "a,b" }))).toEqual([]);
  });
});
