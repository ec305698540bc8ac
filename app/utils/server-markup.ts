/**
 * Large markup the server draws (the dashboard's chart) travels once: in the HTML of a document,
 * not again in the loader data that hydration reads. Client navigations get it as data.
 */
export type MarkupRef = { id: string; html?: string };
