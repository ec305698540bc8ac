import { afterEach, describe, expect, it, vi } from "vitest";
import { rereadConfig } from "~/services/config.server";
import { record, refusal, tooManyAttemptsText } from "./abuse.server";

const from = (address?: string) =>
  new Request("http://portal.test/auth/", { headers: address ? { "X-Portal-Client-Address": address } : {} });

afterEach(() => {
  vi.useRealTimers();
  delete process.env.RATE_LIMITS;
  rereadConfig();
});

describe("abuse limits", () => {
  it("refuses the sixth failed login of one account within 15 minutes, in Russian", async () => {
    const account = `7955${Date.now()}`.slice(0, 11);
    for (let i = 0; i < 5; i++) {
      expect(await refusal("login", from(), account)).toBeNull();
      await record("login", from(), account);
    }
    expect(await refusal("login", from(), account)).toBe("Слишком много попыток. Попробуйте снова через 15 минут.");
    expect(await refusal("login", from(), "79550000000")).toBeNull();
    expect(await refusal("code", from(), account)).toBeNull();
  });

  it("counts per client address across accounts", async () => {
    for (let i = 0; i < 20; i++) await record("send", from("203.0.113.7"), `7956000${String(i).padStart(4, "0")}`);
    expect(await refusal("send", from("203.0.113.7"), "79569999999")).toMatch(/^Слишком много попыток/);
    expect(await refusal("send", from("203.0.113.8"), "79569999999")).toBeNull();
  });

  it("does not lump clients whose address the proxy did not name into one bucket", async () => {
    for (let i = 0; i < 25; i++) await record("send", from("127.0.0.1"), `7959000${String(i).padStart(4, "0")}`);
    expect(await refusal("send", from("127.0.0.1"), "79599999999")).toBeNull();
  });

  it("forgets attempts after the window", async () => {
    vi.useFakeTimers();
    const account = "79570000001";
    for (let i = 0; i < 5; i++) await record("code", from(), account);
    expect(await refusal("code", from(), account)).not.toBeNull();
    vi.advanceTimersByTime(15 * 60 * 1000 + 1);
    expect(await refusal("code", from(), account)).toBeNull();
  });

  it("is off for load benchmarks with RATE_LIMITS=off", async () => {
    process.env.RATE_LIMITS = "off";
    rereadConfig();
    const account = "79570000002";
    for (let i = 0; i < 10; i++) await record("login", from(), account);
    expect(await refusal("login", from(), account)).toBeNull();
  });

  it("says the wait in Russian plural forms", () => {
    expect(tooManyAttemptsText(60_000)).toBe("Слишком много попыток. Попробуйте снова через 1 минуту.");
    expect(tooManyAttemptsText(3 * 60_000)).toBe("Слишком много попыток. Попробуйте снова через 3 минуты.");
    expect(tooManyAttemptsText(11 * 60_000)).toBe("Слишком много попыток. Попробуйте снова через 11 минут.");
  });
});
