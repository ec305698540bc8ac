import { describe, expect, it } from "vitest";
import { randomToken } from "./random-tokens.server";

describe("random tokens from the pool", () => {
  it("gives each token the bytes asked for, in its encoding", () => {
    expect(Buffer.from(randomToken(16, "base64"), "base64")).toHaveLength(16);
    expect(randomToken(9, "base64url")).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(randomToken(24, "hex")).toMatch(/^[0-9a-f]{48}$/);
    expect(Buffer.from(randomToken(5000, "hex"), "hex")).toHaveLength(5000);
  });

  it("never gives the same bytes twice, across many refills of the pool", () => {
    const tokens = Array.from({ length: 3000 }, (_, index) => randomToken(7 + (index % 13), "hex"));
    expect(new Set(tokens).size).toBe(tokens.length);
    // Random bytes: every byte value turns up, none far more often than the others.
    const counts = new Array<number>(256).fill(0);
    for (const byte of Buffer.from(tokens.join(""), "hex")) counts[byte]++;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(Math.max(...counts) / Math.min(...counts)).toBeLessThan(3);
  });
});
