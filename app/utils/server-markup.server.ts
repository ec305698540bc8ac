import type { AppLoadContext } from "@remix-run/node";
import type { DataRef, MarkupRef } from "./server-markup";

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

/**
 * Hands the page data that only the server's drawing of a document reads (`useDataOnce` and
 * `ServerDrawn` in app/ui/server-drawn.tsx): kept in the same place as `markupOnce`'s markup, so the
 * loader data of a document carries only its id; a data request gets the value (docs/decisions/100).
 */
export function dataOnce<Value>(context: AppLoadContext, id: string, value: Value): DataRef<Value> {
  if (!context.serverMarkup) return { id, value };
  context.serverMarkup.set(id, value);
  return { id };
}

/** Whether this request renders an HTML document (the server gave it a place for markup), not data. */
export const rendersDocument = (context: AppLoadContext) => context.serverMarkup !== undefined;
