import { describe, expect, it } from "vitest";
import { highlight, searchQuery, snippet } from "./search.server";

describe("knowledge-base search", () => {
  it("marks every word of the query, whatever its case, Cyrillic included", () => {
    expect(highlight("Ценовой карантин: что такое КАРАНТИН", "карантин цен")).toEqual([
      { text: "Цен", match: true },
      { text: "овой ", match: false },
      { text: "карантин", match: true },
      { text: ": что такое ", match: false },
      { text: "КАРАНТИН", match: true },
    ]);
    expect(highlight("текст", "")).toEqual([{ text: "текст", match: false }]);
  });

  it("takes HTML and pattern characters in the query as text", () => {
    expect(highlight("a <b> (c)", "<b> (c")).toEqual([
      { text: "a ", match: false },
      { text: "<b>", match: true },
      { text: " ", match: false },
      { text: "(c", match: true },
      { text: ")", match: false },
    ]);
  });

  it("cuts a long query and shows the text around the first match", () => {
    expect(searchQuery("x".repeat(10_000))).toEqual({ q: "x".repeat(200), cut: true });
    expect(searchQuery("  два   слова ")).toEqual({ q: "два слова", cut: false });
    const parts = snippet(
      `<p>${"начало ".repeat(100)}</p><p>Здесь карантин.</p><script>карантин()</script>`,
      "карантин",
      60,
    );
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(["карантин"]);
    expect(parts[0].text.startsWith("…")).toBe(true);
    expect(parts.map((part) => part.text).join("")).not.toContain("()");
  });
});
