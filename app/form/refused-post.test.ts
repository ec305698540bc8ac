import { describe, expect, it } from "vitest";
import { loaderKeptAfterRefusal } from "./refused-post";

const page = new URL("http://portal.test/personal/workers/edit/13/");
const after = (action: { status?: number; result?: unknown; formAction?: string }) =>
  loaderKeptAfterRefusal({
    currentUrl: page,
    currentParams: {},
    nextUrl: page,
    nextParams: {},
    formMethod: "POST",
    formAction: "formAction" in action ? action.formAction : page.pathname,
    actionStatus: action.status,
    actionResult: action.result,
    defaultShouldRevalidate: true,
  });

describe("loaderKeptAfterRefusal", () => {
  it("keeps the loader's data after the page's own post was refused with a reply", () => {
    expect(after({ status: 400, result: { reply: { status: "error" } } })).toBe(false);
    expect(after({ status: 502, result: { reply: { status: "error" } } })).toBe(false);
    expect(after({ status: 400, result: { reply: {} }, formAction: `${page.pathname}?index` })).toBe(false);
  });

  it("asks the loader again after anything else, as Remix would", () => {
    expect(after({ status: 200, result: { reply: {} } })).toBe(true);
    expect(after({ status: 400, result: { error: "Нет" } })).toBe(true);
    expect(after({ status: 400, result: null })).toBe(true);
    expect(after({ status: 400, result: { reply: {} }, formAction: "/feedback/" })).toBe(true);
    expect(after({ result: { reply: {} }, formAction: undefined })).toBe(true);
  });
});
