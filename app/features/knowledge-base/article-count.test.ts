import { describe, expect, it } from "vitest";
import { articleCount } from "./article-count";

describe("article counts", () => {
  it("take the Russian plural forms", () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(articleCount)).toEqual([
      "0 статей",
      "1 статья",
      "2 статьи",
      "4 статьи",
      "5 статей",
      "11 статей",
      "12 статей",
      "14 статей",
      "21 статья",
      "22 статьи",
      "25 статей",
      "101 статья",
      "111 статей",
    ]);
  });
});
