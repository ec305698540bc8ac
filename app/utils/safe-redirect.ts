/**
 * Keeps redirects on this site: only absolute paths, never protocol-relative (`//host`) or
 * backslash tricks that browsers normalise into another origin.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) {
    return fallback;
  }
  return to;
}
