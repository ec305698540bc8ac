import { describe, expect, it } from "vitest";
import { articleCount } from "./article-count";
import { articleHref, isShown, titleOrUntitled } from "./article-fallbacks";

// Articles and categories promise only their ids (contract/marketplace.yaml, ArticleSummary).

describe("the knowledge base's fallbacks", () => {
  it("lists an article unless it says it is not active", () => {
    expect([{ active: true }, {}, { active: false }].map(isShown)).toEqual([true, true, false]);
  });

  it("links an article by its category, and does not link one without a category an address can carry", () => {
    expect(articleHref({ id: 5, section: { id: 2 } })).toBe("/info-base/2/5/");
    expect(articleHref({ id: 5, section: { id: 0 } })).toBe("/info-base/0/5/");
    for (const section of [undefined, {}, { id: -1 }, { id: 1e300 }]) {
      expect(articleHref({ id: 5, section }), JSON.stringify(section)).toBeNull();
    }
  });

  it("names an untitled article or category", () => {
    expect([undefined, "", "  ", "Карантин"].map(titleOrUntitled)).toEqual([
      "Без названия",
      "Без названия",
      "Без названия",
      "Карантин",
    ]);
  });

  it("says no count the marketplace left out", () => {
    expect(articleCount(undefined)).toBe("");
    expect(articleCount(Infinity)).toBe("");
  });
});
