import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { createNonce, setSecurityHeaders } from "~/services/access/security.server";
import { log } from "~/services/log.server";
import { notModified } from "~/services/page-cache.server";
import { PAGE_STYLES_MARK, STYLES_SET_COOKIE, stylesInline, withPageStyles } from "~/services/page-styles.server";
import { currentRecord, serverTiming } from "~/services/request-record.server";
import { StylesheetTextContext } from "~/ui/page-styles";
import { ServerDataContext } from "~/ui/server-drawn";
import { ServerMarkupContext } from "~/ui/server-markup";
import { NonceContext } from "~/utils/nonce";

const ABORT_DELAY_MS = 5_000;

// For the server in front (server/worker.ts, through build.entry.module): the request record, the
// background look at the marketplace behind `portal_upstream_up`, and the log its lines go to.
export { currentRecord, runWithRecord } from "~/services/request-record.server";
export { marketplaceAnswers } from "~/services/marketplace-probe.server";
export { log, routeConsoleToLog } from "~/services/log.server";
export { STYLES_COOKIE } from "~/services/page-styles.server";

// The portal never defers data, so every document waits for the whole tree: the status code is
// final and a reader without JavaScript gets the complete page.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const record = currentRecord();
  if (record) record.routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id;
  const unchanged = notModified(request, responseStatusCode, responseHeaders, remixContext);
  if (unchanged) return unchanged;
  const nonce = createNonce();
  const inlineStyles = stylesInline(request);
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerMarkupContext.Provider value={loadContext.serverMarkup}>
          <ServerDataContext.Provider value={loadContext.serverMarkup}>
            <StylesheetTextContext.Provider value={inlineStyles ? PAGE_STYLES_MARK : null}>
              <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
            </StylesheetTextContext.Provider>
          </ServerDataContext.Provider>
        </ServerMarkupContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          // The whole page is ready: it goes out as one buffer, not as React's 2 KB chunks each
          // passed through a web stream and back (a fifth of the catalog's time, docs/decisions/022).
          const chunks: Buffer[] = [];
          const html = new Writable({
            // React flushes again when its destination closes; here everything was written and
            // ended already, and that second end() only built an "already finished" error per page.
            emitClose: false,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(abortTimer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              setSecurityHeaders(responseHeaders, nonce);
              // The lite version answers Save-Data differently (app/services/lite-mode.server.ts).
              responseHeaders.append("Vary", "Save-Data");
              // After notModified: a public page stays cacheable; this cookie is the same for everyone.
              if (inlineStyles) responseHeaders.append("Set-Cookie", STYLES_SET_COOKIE);
              const timing = serverTiming();
              if (timing) responseHeaders.set("Server-Timing", timing);
              // A first page's `<style>` gets the rules its HTML uses, known only now (docs/decisions/123).
              // React's patched writer hands a page over in one piece (docs/decisions/022).
              const page = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
              const bytes = inlineStyles ? Buffer.from(withPageStyles(page.toString("utf8"))) : page;
              resolve(
                new Response(onePiece(bytes), {
                  headers: responseHeaders,
                  status: failed ? 500 : responseStatusCode,
                }),
              );
              done();
            },
          });
          pipe(html);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          log.error({ err: error }, "the page failed to render");
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY_MS);
  });
}

/**
 * The page's bytes as a stream of one piece: given the bytes themselves, a Response copies them first
 * (the fetch standard's copy of a buffer source), 20–45 µs for the catalog's 51 KB.
 */
function onePiece(bytes: Uint8Array) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Client navigations' data answers carry the timing too. */
export function handleDataRequest(response: Response) {
  const timing = serverTiming();
  if (timing) response.headers.set("Server-Timing", timing);
  return response;
}

// Details of unexpected errors go to the server log only; the page shows a Russian message.
export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and answers like 404 or 405 are not faults of the portal.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // The path only: a query may carry what the log must not (docs/decisions/084).
  log.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "the request failed");
}
