import { Link, type LinkProps } from "@remix-run/react";

/** What a link that opens a new tab says after its text. */
export const NEW_TAB_NOTE = "откроется в новой вкладке";

/**
 * A link that opens its page in a new tab and says so, so that nobody is taken there unawares:
 * a screen reader reads «(откроется в новой вкладке)» after the link's text (WCAG technique G201).
 * Every link of the portal with `target="_blank"` is one of these.
 */
export function NewTabLink({ children, ...props }: Omit<LinkProps, "target">) {
  return (
    <Link {...props} target="_blank">
      {children}
      <span className="visually-hidden">{` (${NEW_TAB_NOTE})`}</span>
    </Link>
  );
}
