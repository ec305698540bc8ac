import { describe, expect, it } from "vitest";
import { activeCatalogFilters, readUrlState, withoutFilters } from "./catalog-url";

describe("a catalog page's filters", () => {
  const stateOf = (query: string) =>
    readUrlState(new URL(`http://portal.test/catalog/onsale/${query}`), ["price"], ["onSale", "idle"]);

  it("counts the search and a known status, never the sort or the page", () => {
    expect(activeCatalogFilters(stateOf("?sort=-price&page=2"))).toBe(0);
    expect(activeCatalogFilters(stateOf("?q=плитка&sort=price"))).toBe(1);
    expect(activeCatalogFilters(stateOf("?q=плитка&status=idle&page=3"))).toBe(2);
    // A status the view does not offer is not applied, so not counted.
    expect(activeCatalogFilters(stateOf("?status=archived"))).toBe(0);
  });

  it("drops them, keeping the sort and going back to page 1", () => {
    expect(withoutFilters("/catalog/onsale/", stateOf("?q=плитка&status=idle&sort=-price&page=3"))).toBe(
      "/catalog/onsale/?sort=-price",
    );
    expect(withoutFilters("/catalog/", stateOf("?q=плитка"))).toBe("/catalog/");
  });
});
