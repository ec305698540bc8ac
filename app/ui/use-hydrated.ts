import { useEffect, useRef, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once for components mounted
 * later). Widgets render their no-JS markup until then, so the server HTML works on its own and
 * hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * For widgets whose enhanced version replaces the native control: false while the server markup
 * is being hydrated, then true. `adoptNativeValue` runs once before the switch, so whatever the
 * user entered into the native control before JavaScript arrived is kept. Widgets mounted after
 * hydration start enhanced.
 */
export function useEnhanced(adoptNativeValue: () => void): boolean {
  const hydrated = useHydrated();
  const [enhanced, setEnhanced] = useState(hydrated);
  const adopt = useRef(adoptNativeValue);
  useEffect(() => {
    if (enhanced) return;
    adopt.current();
    setEnhanced(true);
  }, [enhanced]);
  return enhanced;
}

/** Whether a media query matches; false on the server. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Marks the document once React has taken it over (`<html data-hydrated>`). The scripts run after the
 * first paint (docs/decisions/104), so a page can be seen and used before they do; the browser tests and
 * the first-screen measurements wait for this mark where they need the page with its scripts.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
