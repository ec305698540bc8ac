import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /**
     * What only the HTML carries (app/utils/server-markup.server.ts): markup (decision 014) and data
     * only the document's render reads (decision 100); set by server/worker.ts for a document request.
     */
    serverMarkup?: Map<string, unknown>;
  }
}
