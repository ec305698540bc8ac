import { useEffect, useLayoutEffect, useRef, useState } from "react";

// Layout effects run before the browser paints, so a widget switches to its enhanced version
// without a visible flash; the server runs no effects at all (and React warns about layout ones).
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * False on the server and in a component's first render in the browser, true right after (before
 * the browser paints). Widgets render their no-JS markup until then, so the server HTML works on
 * its own and hydration never mismatches. Not `useSyncExternalStore`'s server snapshot: the
 * browser build hydrates with Preact, which ignores it (docs/decisions/035).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useBeforePaint(() => setHydrated(true), []);
  return hydrated;
}

/**
 * For widgets whose enhanced version replaces the native control: false in the first render,
 * then true. `adoptNativeValue` runs once before the switch, so whatever the user entered into the
 * native control before JavaScript arrived is kept.
 */
export function useEnhanced(adoptNativeValue: () => void): boolean {
  const [enhanced, setEnhanced] = useState(false);
  const adopt = useRef(adoptNativeValue);
  useBeforePaint(() => {
    adopt.current();
    setEnhanced(true);
  }, []);
  return enhanced;
}

/** Whether a media query matches; false on the server and in the first render. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useBeforePaint(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
