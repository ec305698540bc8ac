import type { AppLoadContext } from "@remix-run/node";
import type { MarkupRef } from "./server-markup";

/**
 * Hands markup to the page: for a document the server's load context has a place for it, which
 * entry.server gives to the render, and the loader data carries only its id; a client navigation
 * (a data request) or a server without that context gets it in the data (docs/decisions/014).
 */
export function markupOnce(context: AppLoadContext, id: string, html: string): MarkupRef {
  if (!context.serverMarkup) return { id, html };
  context.serverMarkup.set(id, html);
  return { id };
}

/** Whether this request renders an HTML document (the server gave it a place for markup), not data. */
export const rendersDocument = (context: AppLoadContext) => context.serverMarkup !== undefined;
