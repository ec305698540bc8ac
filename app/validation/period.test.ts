import { describe, expect, it } from "vitest";
import { BAD_DATE_MESSAGE, readPeriod, REVERSED_PERIOD_MESSAGE } from "./period";

const read = (search: string) => readPeriod(new URLSearchParams(search), "from", "to");

describe("a period of a list filter", () => {
  it("passes real dates, either end alone too", () => {
    expect(read("from=2026-01-01&to=2026-01-31")).toEqual({ from: "2026-01-01", to: "2026-01-31", notes: [] });
    expect(read("to=2026-01-31")).toEqual({ from: undefined, to: "2026-01-31", notes: [] });
  });

  it("leaves out a date that is none and says so", () => {
    expect(read("from=2026-02-30&to=x")).toEqual({
      from: undefined,
      to: undefined,
      notes: [BAD_DATE_MESSAGE, BAD_DATE_MESSAGE],
    });
  });

  it("leaves out a period whose finish is before its start and says so in Russian", () => {
    expect(read("from=2026-05-01&to=2026-01-01")).toEqual({
      from: undefined,
      to: undefined,
      notes: [REVERSED_PERIOD_MESSAGE],
    });
    expect(REVERSED_PERIOD_MESSAGE).toBe("Начало периода позже его конца: период не применён.");
  });
});
