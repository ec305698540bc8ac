import type { UIMatch } from "@remix-run/react";

export type LayoutName = "auth" | "default" | "landing";

/** What a route module may say about its chrome through `export const handle`. */
export type RouteHandle = {
  layout?: LayoutName | ((data: unknown) => LayoutName);
  /** The registration page may ask for the wide auth card. */
  wide?: boolean;
  /**
   * `false`: a page read far more than used, that needs no JavaScript (the knowledge base): its
   * document ships none, no hydration (docs/decisions/043). Reached by a link inside the running
   * app it still renders there.
   */
  scripts?: false;
};

/** The deepest route that names a layout decides; pages that say nothing get the default one. */
export function pickLayout(matches: UIMatch[]): { layout: LayoutName; wide: boolean } {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.layout) {
      const layout = typeof handle.layout === "function" ? handle.layout(match.data) : handle.layout;
      return { layout, wide: Boolean(handle.wide) };
    }
  }
  return { layout: "default", wide: false };
}

/** Whether the document loads the app's scripts: not when the page says it needs none. */
export function needsScripts(matches: UIMatch[]) {
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.scripts === false);
}
