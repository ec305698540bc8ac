import { describe, expect, it } from "vitest";
import { promotionPhase } from "./promotion-phase";

describe("promotionPhase", () => {
  const promotion = { startAt: "2026-11-01T00:00:00.000Z", finishAt: "2026-11-30T23:59:59.000Z" };

  it("tells from the dates whether a promotion is to come, running or over", () => {
    expect(promotionPhase(promotion, Date.parse("2026-10-31T23:59:59Z"))).toBe("future");
    expect(promotionPhase(promotion, Date.parse("2026-11-01T00:00:00Z"))).toBe("current");
    expect(promotionPhase(promotion, Date.parse("2026-11-30T23:59:59Z"))).toBe("current");
    expect(promotionPhase(promotion, Date.parse("2026-12-01T00:00:00Z"))).toBe("past");
  });
});
