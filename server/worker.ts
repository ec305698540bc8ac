import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import client from "prom-client";
import type * as AppEntry from "../app/entry.server";
import type { PortalConfig } from "../app/services/config.server";
import type { RequestRecord } from "../app/services/request-record.server";
import { requestMetrics, serveMetrics } from "./metrics";
import { trustedProxies } from "./trusted-proxies";
import { visitorPageCache } from "./visitor-page-cache";

const root = new URL("..", import.meta.url).pathname;
/** How long a stopping worker waits for requests in flight before it exits anyway. */
const DRAIN_MS = 10_000;
/** How long after one look at the marketplace (for `portal_upstream_up`) the next one starts. */
const UPSTREAM_LOOK_MS = 5_000;
/** The header app/services/access/abuse.server.ts reads the client's address from; a client's own value is replaced. */
const CLIENT_ADDRESS_HEADER = "x-portal-client-address";
/** Names a request in the portal's answer and in every marketplace call it makes (a proxy's own id is kept). */
const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID = /^[\w.:-]{1,100}$/;

const REFUSED_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Запрос отклонён — Портал поставщика</title>
<h1>Запрос отклонён</h1><p>Форма отправлена с другого сайта. Откройте портал поставщика и повторите действие.</p></html>`;

function isCrossSite(req: Request) {
  if (req.method === "GET" || req.method === "HEAD") return false;
  if (req.get("Sec-Fetch-Site") === "cross-site") return true;
  const origin = req.get("Origin");
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host !== (req.get("X-Forwarded-Host") ?? req.get("Host"));
  } catch {
    return true;
  }
}

/** Calls `before` with the answer's status and headers final, just before they are sent. */
function beforeHeaders(res: Response, before: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    before();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/**
 * One worker: the built app behind express, on PORT, until SIGTERM. Resolves once it serves; what
 * keeps it from starting (a port taken, a build that does not load) rejects, named.
 */
export async function runWorker(config: PortalConfig, serverLog: Logger, buildPath: string) {
  // Without a cluster this process is the only one and serves its own metrics; first, so that a
  // taken METRICS_PORT stops the start before the build is loaded.
  if (!cluster.isWorker)
    await serveMetrics(config, serverLog, () => client.register.metrics(), client.register.contentType);
  // In a cluster, prom-client answers the primary's requests for this worker's metrics once this exists.
  else new client.AggregatorRegistry();

  const build = await loadBuild(buildPath);
  // The app's side of the seam (docs/decisions/087): its request record, its log, its look at the marketplace.
  const app = build.entry.module as unknown as typeof AppEntry;
  app.routeConsoleToLog();
  const { log } = app;

  const metrics = requestMetrics();
  // One look at a time, UPSTREAM_LOOK_MS after the last one ended, whatever the traffic (docs/decisions/081).
  const lookAtMarketplace = async () => {
    metrics.upstreamUp.set((await app.marketplaceAnswers().catch(() => false)) ? 1 : 0);
    setTimeout(lookAtMarketplace, UPSTREAM_LOOK_MS).unref();
  };

  /**
   * A request's route for its log line and metrics: the app's route id (noted by the app for a
   * document, the `_data` value of a data request) when the build has such a route, `other`
   * otherwise, so no request can make up a label value and with it a new series.
   */
  const routeIds = new Set(Object.keys(build.routes));
  const routeOf = (req: Request, record: RequestRecord) => {
    const id = record.routeId ?? req.query._data;
    return typeof id === "string" && routeIds.has(id) ? id : "other";
  };

  function logAndCount(req: Request, res: Response, record: RequestRecord) {
    const seconds = (performance.now() - record.startedAt) / 1000;
    const route = routeOf(req, record);
    metrics.requestsTotal.inc({ route, method: req.method, status: res.statusCode });
    metrics.requestSeconds.observe({ route }, seconds);
    for (const call of record.upstream) {
      metrics.upstreamSeconds.observe({ service: call.service }, call.ms / 1000);
      if (call.status >= 500) metrics.upstreamErrors.inc({ service: call.service, status: call.status });
    }
    // One line per request; the path without its query (it may carry codes), no headers.
    log.info(
      {
        requestId: record.requestId,
        method: req.method,
        path: req.path,
        route,
        status: res.statusCode,
        ms: Math.round(seconds * 10000) / 10,
        upstream: record.upstream.length,
        upstreamMs: Math.round(record.upstream.reduce((sum, call) => sum + call.ms, 0) * 10) / 10,
        upstreamFailed: record.upstream.filter((call) => call.status >= 500).length,
        ...(record.cached && { cached: true }),
      },
      "request",
    );
  }

  const server = express();
  server.disable("x-powered-by");
  // Every answer says how long it took (`total;dur`), whatever answered it: the app's pages add the
  // marketplace's share themselves; a health check, a file or a refusal gets the total alone.
  server.use((req, res, next) => {
    const started = performance.now();
    beforeHeaders(res, () => {
      if (!res.hasHeader("server-timing")) {
        res.setHeader("Server-Timing", `total;dur=${(performance.now() - started).toFixed(1)}`);
      }
    });
    next();
  });
  // Behind a proxy, TRUST_PROXY names it (express "trust proxy"), so req.ip is the client's address.
  server.set("trust proxy", trustedProxies(config.TRUST_PROXY));
  // For the proxy: alive, with no upstream call (readiness, this instance's Redis, is /readyz).
  server.get("/healthz", (req, res) => res.set("Cache-Control", "no-store").type("text").send("ok"));
  // The metrics have a port of their own; here, in any spelling, they are a plain 404, not the
  // trailing-slash redirect every other path gets.
  server.all(/^\/metrics\/?$/i, (req, res) => res.status(404).type("text").send("Не найдено"));
  // Behind nginx, which compresses with its own workers (deploy/nginx.conf, docs/decisions/108), not here.
  if (config.COMPRESSION === "on") server.use(compression());
  // Hashed assets are forever; the few files copied from public/ (favicon) for an hour. Only their
  // own paths reach the disk: a page request is not preceded by a stat of a file that is not there.
  const clientDir = resolve(root, build.assetsBuildDirectory);
  const assetsPath = posix.join(build.publicPath, "assets");
  server.use(assetsPath, express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  // A missing asset (an old build's chunk) ends here: a short 404, no page render, never a stack.
  server.use(assetsPath, (req, res) => res.status(404).type("text").send("Файл не найден"));
  const publicFiles = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => posix.join(build.publicPath, entry.name)),
  );
  const publicFile = express.static(clientDir, { maxAge: "1h", index: false });
  server.use((req, res, next) => (publicFiles.has(req.path) ? publicFile(req, res, next) : next()));
  server.use((req, res, next) => {
    if (isCrossSite(req)) {
      res.status(403).type("html").send(REFUSED_PAGE);
      return;
    }
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
    const given = req.get(REQUEST_ID_HEADER) ?? "";
    const requestId = REQUEST_ID.test(given) ? given : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.set("X-Request-Id", requestId);
    // A body refused before it was read (too large) leaves its rest on the connection, where the
    // next request would be parsed from it: such an answer closes the connection instead. A request
    // without a body has nothing left (one answered at once, from memory, is not yet `complete`).
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    beforeHeaders(res, () => {
      if (hasBody && !req.complete) res.shouldKeepAlive = false;
    });
    const record: RequestRecord = { startedAt: performance.now(), upstream: [], requestId };
    res.on("finish", () => {
      logAndCount(req, res, record);
      // A redirect of a data request (a form sent by the script) comes as 204 with X-Remix-Redirect.
      const location = res.getHeader("location") ?? res.getHeader("x-remix-redirect") ?? null;
      void record.onAnswer?.({ status: res.statusCode, location: location === null ? null : String(location) });
    });
    app.runWithRecord(record, next);
  });
  // Visitors' public pages from memory (docs/decisions/026); VISITOR_CACHE=off renders every one.
  if (config.VISITOR_CACHE === "on")
    server.use(visitorPageCache({ currentRecord: app.currentRecord, sharedCookie: app.STYLES_COOKIE }));
  server.all(
    "*",
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      // Markup only the HTML carries, not the hydration data too (app/utils/server-markup.server.ts):
      // a document request renders HTML; a `_data` request (Remix strips the parameter from what
      // loaders see) answers data only, so it gets no place for markup.
      getLoadContext: (req) => (req.query._data === undefined ? { serverMarkup: new Map() } : {}),
    }),
  );

  const port = config.PORT;
  const listener = config.HOST ? server.listen(port, config.HOST) : server.listen(port);
  try {
    await once(listener, "listening");
  } catch (error) {
    throw new Error(`PORT ${port}${config.HOST ? ` on ${config.HOST}` : ""}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  serverLog.info(`http://localhost:${port} (pid ${process.pid})`);
  void lookAtMarketplace();
  // Stop taking requests, let those in flight finish, close idle keep-alive connections, then exit.
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      listener.close(() => process.exit(0));
      listener.closeIdleConnections();
      setTimeout(() => process.exit(0), DRAIN_MS).unref();
    });
  }
}

async function loadBuild(buildPath: string): Promise<ServerBuild> {
  try {
    return (await import(pathToFileURL(resolve(root, buildPath)).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`the build ${buildPath} does not load: ${(error as Error).message}`, { cause: error });
  }
}
