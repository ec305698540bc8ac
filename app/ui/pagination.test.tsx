import { describe, expect, it } from "vitest";
import { keepingQuery, Pagination } from "./pagination";
import { attributesOf, renderAt } from "./test-utils";

describe("Pagination", () => {
  it("keepingQuery changes only the page of a list's query, and leaves it out for page 1", () => {
    const hrefOf = keepingQuery(new URLSearchParams("status=new&page=3&sort=date"));
    expect(hrefOf(4)).toBe("?status=new&page=4&sort=date");
    expect(hrefOf(1)).toBe("?status=new&sort=date");
    expect(keepingQuery(new URLSearchParams("page=2"))(1)).toBe(".");
  });

  it("links the pages around the current one, keeping the state hrefOf gives", async () => {
    const html = await renderAt("/list/", <Pagination page={2} pages={5} hrefOf={(n) => `/list/?q=a&page=${n}`} />);
    expect(attributesOf(html, "a").map((a) => a.href)).toEqual([
      "/list/?q=a&amp;page=1",
      "/list/?q=a&amp;page=1",
      "/list/?q=a&amp;page=3",
      "/list/?q=a&amp;page=5",
      "/list/?q=a&amp;page=3",
    ]);
    expect(html).toContain('aria-current="page"');
  });

  it("inside a form, makes each page a button that submits the form by GET", async () => {
    const html = await renderAt("/list/", <Pagination page={1} pages={3} submitName="page" />);
    expect(attributesOf(html, "a")).toEqual([]);
    expect(attributesOf(html, "button")).toEqual([
      expect.objectContaining({ type: "submit", formMethod: "get", name: "page", value: "2" }),
      expect.objectContaining({ type: "submit", formMethod: "get", name: "page", value: "3" }),
      expect.objectContaining({
        type: "submit",
        formMethod: "get",
        name: "page",
        value: "2",
        class: "pagination__step",
      }),
    ]);
    expect(html).not.toContain("rel=");
  });
});
