import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Markup that only the HTML carries (app/utils/server-markup.server.ts); set by server/worker.ts. */
    serverMarkup?: Map<string, string>;
  }
}
