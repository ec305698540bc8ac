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

  it("is unknown when a date that would tell is missing or not a date", () => {
    const now = Date.parse("2026-11-15T00:00:00Z");
    expect(promotionPhase({ ...promotion, startAt: "not a date" }, now)).toBeNull();
    expect(promotionPhase({ ...promotion, finishAt: "5" }, now)).toBeNull();
    expect(promotionPhase({}, now)).toBeNull();
  });

  it("still tells what one date is enough for: a start to come, a finish gone by", () => {
    expect(promotionPhase({ startAt: "2026-12-01", finishAt: "soon" }, Date.parse("2026-11-15T00:00:00Z"))).toBe(
      "future",
    );
    expect(promotionPhase({ finishAt: "2026-11-30T23:59:59Z" }, Date.parse("2026-12-01T00:00:00Z"))).toBe("past");
  });
});
