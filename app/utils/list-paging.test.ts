import { describe, expect, it } from "vitest";
import { listPaging, MAX_PAGE, pageParam } from "./list-paging";

// A list's total and page count when the marketplace leaves the total out or sends any number:
// the page links stay sane and nothing counts on a total it cannot trust.

describe("a list's paging", () => {
  const page = (total: number | undefined, items: number, at = 1) =>
    listPaging({ error: false, data: { total, items: Array.from({ length: items }) } }, { page: at, pageSize: 30 });

  it("counts pages from the total the marketplace sends, and says it", () => {
    expect(page(95, 30)).toEqual({ total: 95, pages: 4 });
    expect(page(0, 0)).toEqual({ total: 0, pages: 1 });
  });

  it("without a total says none, and offers one page more only while the page is full", () => {
    expect(page(undefined, 30)).toEqual({ total: null, pages: 2 });
    expect(page(undefined, 30, 2)).toEqual({ total: null, pages: 3 });
    expect(page(undefined, 12, 3)).toEqual({ total: null, pages: 3 });
    // An empty page past the end proves nothing: the list goes back to its first page.
    expect(page(undefined, 0, 5)).toEqual({ total: null, pages: 1 });
  });

  it("does not trust a total that is no count: negative, fractional or beyond a safe integer", () => {
    for (const odd of [-5, 12.5, 1e300, Number.MAX_SAFE_INTEGER + 2])
      expect(page(odd, 7)).toEqual({ total: null, pages: 1 });
  });

  it("is one page that says no count when the call failed", () => {
    expect(listPaging({ error: true }, { page: 3, pageSize: 30 })).toEqual({ total: null, pages: 1 });
  });

  it("never counts fewer pages than the items the answer holds reach", () => {
    expect(page(3, 30, 2)).toEqual({ total: 3, pages: 2 });
  });
});

describe("the page a list's URL asks for", () => {
  const pageOf = (query: string) => pageParam(new URLSearchParams(query));

  it("is a whole number from 1; anything else is the first", () => {
    expect(pageOf("page=3")).toBe(3);
    for (const query of ["", "page=", "page=0", "page=-2", "page=2.5", "page=abc", "page=1e309", "page=Infinity"])
      expect(pageOf(query), query).toBe(1);
  });

  it("stops at MAX_PAGE, so that its skip stays a whole number the marketplace reads (the list then goes back to its last page)", () => {
    expect(pageOf("page=99999999999999999999")).toBe(MAX_PAGE);
    expect(Number.isSafeInteger(MAX_PAGE * 100)).toBe(true);
  });
});
