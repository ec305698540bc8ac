import { afterEach, describe, expect, it, vi } from "vitest";
import { record, refusal, tooManyAttemptsText } from "./abuse.server";

const from = (address?: string) =>
  new Request("http://portal.test/auth/", { headers: address ? { "X-Portal-Client-Address": address } : {} });

afterEach(() => {
  vi.useRealTimers();
  delete process.env.RATE_LIMITS;
});

describe("abuse limits", () => {
  it("refuses the sixth failed login of one account within 15 minutes, in Russian", () => {
    const account = `7955${Date.now()}`.slice(0, 11);
    for (let i = 0; i < 5; i++) {
      expect(refusal("login", from(), account)).toBeNull();
      record("login", from(), account);
    }
    expect(refusal("login", from(), account)).toBe("Слишком много попыток. Попробуйте снова через 15 минут.");
    expect(refusal("login", from(), "79550000000")).toBeNull();
    expect(refusal("code", from(), account)).toBeNull();
  });

  it("counts per client address across accounts", () => {
    for (let i = 0; i < 20; i++) record("send", from("203.0.113.7"), `7956000${String(i).padStart(4, "0")}`);
    expect(refusal("send", from("203.0.113.7"), "79569999999")).toMatch(/^Слишком много попыток/);
    expect(refusal("send", from("203.0.113.8"), "79569999999")).toBeNull();
  });

  it("does not lump clients whose address the proxy did not name into one bucket", () => {
    for (let i = 0; i < 25; i++) record("send", from("127.0.0.1"), `7959000${String(i).padStart(4, "0")}`);
    expect(refusal("send", from("127.0.0.1"), "79599999999")).toBeNull();
  });

  it("forgets attempts after the window", () => {
    vi.useFakeTimers();
    const account = "79570000001";
    for (let i = 0; i < 5; i++) record("code", from(), account);
    expect(refusal("code", from(), account)).not.toBeNull();
    vi.advanceTimersByTime(15 * 60 * 1000 + 1);
    expect(refusal("code", from(), account)).toBeNull();
  });

  it("is off for load benchmarks with RATE_LIMITS=off", () => {
    process.env.RATE_LIMITS = "off";
    const account = "79570000002";
    for (let i = 0; i < 10; i++) record("login", from(), account);
    expect(refusal("login", from(), account)).toBeNull();
  });

  it("says the wait in Russian plural forms", () => {
    expect(tooManyAttemptsText(60_000)).toBe("Слишком много попыток. Попробуйте снова через 1 минуту.");
    expect(tooManyAttemptsText(3 * 60_000)).toBe("Слишком много попыток. Попробуйте снова через 3 минуты.");
    expect(tooManyAttemptsText(11 * 60_000)).toBe("Слишком много попыток. Попробуйте снова через 11 минут.");
  });
});
