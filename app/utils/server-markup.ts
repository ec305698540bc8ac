/**
 * Large markup the server draws (the dashboard's chart) travels once: in the HTML of a document,
 * not again in the loader data that hydration reads. Client navigations get it as data.
 */
export type MarkupRef = { id: string; html?: string };

/**
 * Data only the server's drawing of a document reads (what a catalog row shows): in a document it
 * stays on the server and the loader data carries only its id; client navigations get it as data
 * (docs/decisions/100).
 */
export type DataRef<Value> = { id: string; value?: Value };
