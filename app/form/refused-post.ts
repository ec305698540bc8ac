import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For a route whose form, refused, has saved nothing: its own post answered with conform's `reply`
 * and an error status (the portal's checks, or the marketplace refusing or failing the save) is not
 * followed by the route's loader. The form shows what was typed and the reply; what the loader read
 * (the record being edited, the dictionaries) has not changed, and asked again it would repeat its
 * marketplace calls (docs/decisions/126). Any other post, a redirect or a navigation revalidates as
 * Remix does; the root's loader (the session, the header's count) is asked again as always.
 */
export const loaderKeptAfterRefusal: ShouldRevalidateFunction = ({
  actionResult,
  actionStatus = 0,
  currentUrl,
  formAction,
  defaultShouldRevalidate,
}) =>
  // Remix names the post's target by its path (with `?index` for an index route's).
  !(actionStatus >= 400 && actionResult?.reply && formAction?.split("?")[0] === currentUrl.pathname) &&
  defaultShouldRevalidate;
