import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** What a page focuses by itself (a field, a dialog's own control), which the move below leaves alone. */
const OWN_FOCUS = "input, select, textarea, [contenteditable], [role=dialog] *";

/**
 * After a client navigation to another page, the focus goes to its heading, where a page loaded anew
 * starts a screen reader and the keyboard (docs/decisions/119). Without it the focus stays on the link
 * that was followed, or drops to the document's start, and nothing tells a screen reader that the page
 * changed. A new query of the same page (a filter, the next page of a list) keeps the focus where it is.
 */
export function useFocusOnPageChange() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById("main");
    if (!main || document.activeElement?.matches(OWN_FOCUS)) return;
    const heading = main.querySelector("h1") ?? main;
    // Focusable by script only: the heading does not become a stop of the Tab key.
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
