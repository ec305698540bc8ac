import { describe, expect, it } from "vitest";
import { DIGITS, requireParam, sortFromParam } from "./params.server";

const statusOf = (check: () => unknown) => {
  try {
    check();
  } catch (thrown) {
    return (thrown as Response).status;
  }
  return "passed";
};

describe("requireParam", () => {
  it("answers a value of the allowed list or pattern", () => {
    expect(requireParam("upd", ["committee-report", "upd"])).toBe("upd");
    expect(requireParam("12", DIGITS)).toBe("12");
  });

  it("throws the 404 page for anything else, a missing value included", () => {
    expect(statusOf(() => requireParam("act", ["committee-report", "upd"]))).toBe(404);
    expect(statusOf(() => requireParam("12a", DIGITS))).toBe(404);
    expect(statusOf(() => requireParam(undefined, ["upd"]))).toBe(404);
  });
});

describe("sortFromParam", () => {
  it("reads `field` as ascending and `-field` as descending; nothing as no sort", () => {
    expect(sortFromParam("price")).toEqual({ field: "price", descending: false });
    expect(sortFromParam("-price")).toEqual({ field: "price", descending: true });
    expect(sortFromParam(null)).toBeUndefined();
  });
});
