import { describe, expect, it } from "vitest";
import { contractCard } from "./contract-card.server";

// A contract promises only its id (contract/marketplace.yaml, Contract): a missing number, type,
// status or period is «—», a type or status the portal does not know is shown as sent.

describe("a contract's card", () => {
  it("of a contract with only its id says «—» for all it lacks", () => {
    expect(contractCard({ id: 4 })).toEqual({
      id: 4,
      number: "№ —",
      type: "—",
      active: false,
      statusTitle: "—",
      period: "—",
    });
  });

  it("shows a status or type it does not know as sent, whatever the code", () => {
    expect(contractCard({ id: 4, status: "x_status", contractType: "lease" })).toMatchObject({
      statusTitle: "x_status",
      type: "lease",
      active: false,
    });
    expect(contractCard({ id: 4, status: "toString", contractType: "__proto__" })).toMatchObject({
      statusTitle: "toString",
      type: "__proto__",
    });
    expect(contractCard({ id: 4, status: "active", contractType: "commission" })).toMatchObject({
      statusTitle: "Действует",
      type: "Договор комиссии",
      active: true,
    });
  });

  it("says each date of the period, «—» for one that is no date", () => {
    expect(contractCard({ id: 4, startAt: "2024-01-15T00:00:00Z", endAt: null }).period).toBe("с 15.01.2024");
    expect(contractCard({ id: 4, startAt: "когда-то", endAt: "2025-01-14" }).period).toBe("с — по 14.01.2025");
  });
});
