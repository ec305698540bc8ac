import { useNavigate, type NavigateFunction } from "@remix-run/react";
import { createContext, type MouseEvent, type ReactNode, useCallback, useContext } from "react";

type ClickHandler = (event: MouseEvent<HTMLElement>) => void;

const FollowLinksContext = createContext<ClickHandler | undefined>(undefined);

/**
 * The click handler of every `ServerDrawn` element of the page (app/ui/server-drawn.tsx), made once
 * for the page rather than once for each of the catalog's 90 such elements, each of which would
 * otherwise ask the router for its own `navigate` as the server draws it and as the browser hydrates it.
 */
export function FollowLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const follow = useCallback<ClickHandler>((event) => followLinkInside(event, navigate), [navigate]);
  return <FollowLinksContext.Provider value={follow}>{children}</FollowLinksContext.Provider>;
}

/** The page's handler; undefined outside `FollowLinks` (an error page), whose links then stay plain. */
export const useFollowLinks = () => useContext(FollowLinksContext);

/**
 * A plain click on a link of the portal inside the element goes through the router: the next page's
 * data, not a whole document (on a slow phone, no scripts evaluated again). A click with a modifier or
 * another button, a link to another site, a download or another window stays the browser's, as with
 * the router's own links.
 */
function followLinkInside(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const address = new URL(link.href);
  if (address.origin !== window.location.origin) return;
  event.preventDefault();
  navigate(address.pathname + address.search + address.hash);
}
