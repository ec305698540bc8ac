import { describe, expect, it } from "vitest";
import { FilterFold, Fold } from "./fold";
import { attributesOf, renderAt } from "./test-utils";

describe("Fold", () => {
  it("is a details element the server sends closed, its summary first", async () => {
    const html = await renderAt("/list/", <Fold summary="Условия акции">текст</Fold>);
    expect(attributesOf(html, "details")).toEqual([{ class: "fold" }]);
    expect(html).toContain('<summary class="fold__summary">Условия акции</summary>текст</details>');
  });
});

describe("FilterFold", () => {
  it("says «Фильтры» and offers no reset while no filter is active", async () => {
    const html = await renderAt(
      "/list/",
      <FilterFold active={0} resetHref="/list/">
        поля
      </FilterFold>,
    );
    expect(html).toContain('<summary class="fold__summary">Фильтры</summary>поля');
    expect(html).toContain('class="filter-fold print-hidden"');
    expect(attributesOf(html, "a")).toEqual([]);
  });

  it("shows the count, says it in words to a screen reader, and links the list without its filters", async () => {
    const html = await renderAt(
      "/list/?q=a&status=new&sort=price",
      <FilterFold active={2} resetHref="/list/?sort=price">
        поля
      </FilterFold>,
    );
    expect(html).toContain('<span aria-hidden="true">Фильтры · <!-- -->2</span>');
    expect(html).toContain('<span class="visually-hidden">Фильтры, активных: <!-- -->2</span>');
    expect(html).toContain('class="filter-fold filter-fold--active"');
    expect(attributesOf(html, "a")).toEqual([
      expect.objectContaining({ class: "filter-fold__reset print-hidden", href: "/list/?sort=price" }),
    ]);
    expect(html).toContain(">Сбросить фильтры</a>");
    // Closed: the list, not the fields, fills a phone's first screen.
    expect(attributesOf(html, "details")).toEqual([{ class: "fold" }]);
  });
});
