import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's `test` whose pages wait, after every navigation that loads a document, for the page's
 * scripts to have taken it over. They run after the first paint (docs/decisions/104), so the load
 * event no longer means a page is hydrated; a user can act on it before (it is the page without
 * scripts), but a test with scripts means the page with them. A page without scripts (lite mode, a
 * page that needs none) is ready at its load event, as before.
 */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on("page", waitsForHydration);
    await use(context);
  },
});

/** Every document load the test starts by navigating waits for hydration after the load event. */
function waitsForHydration(page: Page) {
  for (const navigation of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[navigation].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    page[navigation] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== "commit") await hydrated(page);
      return response;
    }) as never;
  }
}

/** Resolves once the document's scripts have hydrated it, or at once if it has none. */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !("__remixContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { polling: 20 },
  );
}
