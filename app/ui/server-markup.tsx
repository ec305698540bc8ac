import { createContext, useContext } from "react";
import type { MarkupRef } from "~/utils/server-markup";

/**
 * What only this document's HTML carries (entry.server provides it; in the browser it is empty): here
 * the markup of `markupOnce`; the same map holds the data of `dataOnce` (app/ui/server-drawn.tsx).
 */
export const ServerMarkupContext = createContext<Map<string, unknown> | undefined>(undefined);

/**
 * Markup drawn by the server, shown without a second copy in the hydration data. While hydrating,
 * React keeps an element's existing inner HTML (it does not patch dangerouslySetInnerHTML), so the
 * empty string the browser renders leaves the server's picture in place.
 */
export function ServerMarkup({ markup, className }: { markup: MarkupRef; className: string }) {
  const rendered = useContext(ServerMarkupContext)?.get(markup.id);
  return (
    <div
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup.html ?? (typeof rendered === "string" ? rendered : "") }}
    />
  );
}
