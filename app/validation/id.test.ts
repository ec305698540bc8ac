import { describe, expect, it } from "vitest";
import { idListSchema, idSchema } from "./id";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the ids a select posts", () => {
  it("takes any whole number the contract's integer ids may be, zero and negative ones too", () => {
    for (const [posted, id] of [
      ["7", 7],
      ["0", 0],
      ["-50415256", -50415256],
      ["9007199254740991", Number.MAX_SAFE_INTEGER],
    ] as const)
      expect(idSchema.safeParse(posted)).toEqual({ success: true, data: id });
  });

  it("refuses what is no whole number, or one a number would round, with the form's message", () => {
    for (const posted of ["abc", "1.5", "1e3", "0x10", "-", "9007199254740993", "1".repeat(40)])
      expect(messagesOf(idSchema.safeParse(posted)), posted).toEqual([DEFAULT_MESSAGE]);
  });

  it("needs at least one in a list, and checks each", () => {
    expect(messagesOf(idListSchema.safeParse([]))).toEqual([REQUIRED_MESSAGE]);
    expect(idListSchema.safeParse(["3", "-5"])).toEqual({ success: true, data: [3, -5] });
    expect(messagesOf(idListSchema.safeParse(["3", "abc"]))).toEqual([DEFAULT_MESSAGE]);
  });
});
