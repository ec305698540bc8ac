import { describe, expect, it } from "vitest";
import { markup } from "./markup";

describe("markup", () => {
  it("escapes every value as text, in an element and in a quoted attribute", () => {
    const name = `"><img src=x onerror=alert(1)> & 'Ко'`;
    const escaped = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;Ко&#39;";
    expect(markup`<p title="${name}">${name}</p>`.html).toBe(`<p title="${escaped}">${escaped}</p>`);
  });

  it("puts Markup in as it is, lists one after another, and nothing for null, undefined or false", () => {
    const items = ["a<b", "c"].map((text) => markup`<li>${text}</li>`);
    expect(markup`<ul>${items}</ul>${null}${undefined}${false}${0}`.html).toBe("<ul><li>a&lt;b</li><li>c</li></ul>0");
  });
});
