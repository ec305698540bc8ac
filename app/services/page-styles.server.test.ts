import { describe, expect, it } from "vitest";
import authStyles from "~/styles/auth.css?inline";
import catalogStyles from "~/styles/catalog.css?inline";
import ordersStyles from "~/styles/orders.css?inline";
import { PAGE_STYLES_MARK, pageStylesheetText, withPageStyles } from "./page-styles.server";

const page = (classes: string) =>
  `<html><head><style>${PAGE_STYLES_MARK}</style></head><body class="${classes}"></body></html>`;
const shared = pageStylesheetText(page("page"));

describe("the rules a first page carries inline", () => {
  it("are the shared parts for a page of no area, and an area's rules once the page uses one of its classes", () => {
    expect(shared).toContain(".button");
    expect(shared).not.toContain(authStyles);
    expect(shared).not.toContain(catalogStyles);
    expect(pageStylesheetText(page("page auth-links"))).toBe(shared + authStyles);
  });

  it("take no area for the shared classes that areas' rules also name", () => {
    expect(pageStylesheetText(page("button field page__main"))).toBe(shared);
  });

  it("keep the stylesheet's order of areas, whatever order the page names them in", () => {
    expect(pageStylesheetText(page("orders-table catalog-row"))).toBe(shared + catalogStyles + ordersStyles);
  });

  it("stand where the mark stood, once", () => {
    const html = withPageStyles(page("catalog-row"));
    expect(html).toBe(page("catalog-row").replace(PAGE_STYLES_MARK, shared + catalogStyles));
  });
});
