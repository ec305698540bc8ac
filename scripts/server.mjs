#!/usr/bin/env node
// The portal's production server: what remix-serve does (compression, static assets, the Remix
// handler), plus what only a server in front of Remix can do:
// - refuse cross-site form posts with 403 before Remix sees them (Remix's own Origin check
//   answers an empty 500);
// - hand the client's address to the app (remix-serve passes none), for the abuse limits;
// - one worker per core (node:cluster), a crashed worker replaced, requests in flight drained on
//   SIGTERM; /healthz, a JSON log line per request, Prometheus metrics on a listener of their own
//   (docs/decisions/016, 080).
// Usage: node --import tsx scripts/server.mjs [build/server/index.js]; the settings come from the
// environment through app/services/config.server.ts (.env.example lists them), checked before anything starts.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { availableParallelism } from "node:os";
import { readdirSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import client from "prom-client";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { ConfigError, configWarnings, readConfig } from "../app/services/config.server.ts";
import { createLog } from "../app/services/log-lines.server.ts";
import { visitorPageCache } from "./visitor-page-cache.mjs";

const root = new URL("..", import.meta.url).pathname;
const config = configOrExit();
/** This process's own lines (start, workers, listeners); a request's lines go through the app's log. */
const serverLog = createLog({ sync: true });
const workers = config.WEB_CONCURRENCY ?? availableParallelism();
/** How long a stopping worker waits for requests in flight before it exits anyway. */
const DRAIN_MS = 10_000;
/** How long after one look at the marketplace (for `portal_upstream_up`) the next one starts. */
const UPSTREAM_LOOK_MS = 5_000;

if (cluster.isPrimary) for (const warning of configWarnings(config)) serverLog.warn(warning);
if (cluster.isPrimary && workers > 1) runPrimary();
else await runWorker();

/** The settings, or the end of the process with what is wrong with them, each variable by its name. */
function configOrExit() {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Not through the log: its own settings may be what is wrong. One JSON line all the same.
    console.error(
      JSON.stringify({ level: "fatal", time: new Date().toISOString(), pid: process.pid, msg: error.message }),
    );
    process.exit(1);
  }
}

function runPrimary() {
  // Abuse counters of all workers live here when no Redis is shared (app/services/access/abuse.server.ts).
  new RateLimiterClusterMaster();
  // Only the primary can gather every worker's registry, so it is the one that serves /metrics.
  const metrics = new client.AggregatorRegistry();
  serveMetrics(() => metrics.clusterMetrics(), metrics.contentType);
  let stopping = false;
  const fork = () => cluster.fork();
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    serverLog.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    });
  }
  serverLog.info(`${workers} workers`);
}

/**
 * Prometheus metrics on a listener of their own (METRICS_PORT, on METRICS_HOST: loopback unless
 * the operator's scraper is elsewhere), never on the public port: whatever proxy stands in front
 * of the portal, no visitor reaches them (docs/decisions/080). 0 takes any free port.
 */
function serveMetrics(gather, contentType) {
  const port = config.METRICS_PORT;
  const host = config.METRICS_HOST;
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    try {
      const text = await gather();
      res.writeHead(200, { "Content-Type": contentType }).end(text);
    } catch (error) {
      res.writeHead(500).end(`# metrics failed: ${error}\n`);
    }
  });
  server.on("error", (error) => {
    serverLog.fatal(`METRICS_PORT ${port} on ${host}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => serverLog.info(`metrics on http://${host}:${server.address().port}/metrics`));
  server.unref();
}

async function runWorker() {
  const buildEntry = resolve(root, process.argv[2] ?? "build/server/index.js");
  const build = await import(pathToFileURL(buildEntry).href);
  const port = config.PORT;
  // The app's log (docs/decisions/084), for this worker's request lines and whatever else writes to the console.
  const { log } = build.entry.module;
  build.entry.module.routeConsoleToLog();

  /** The header app/services/access/abuse.server.ts reads the client's address from; a client's own value is replaced. */
  const CLIENT_ADDRESS_HEADER = "x-portal-client-address";
  /** Names a request in the portal's answer and in every marketplace call it makes (a proxy's own id is kept). */
  const REQUEST_ID_HEADER = "x-request-id";
  const REQUEST_ID = /^[\w.:-]{1,100}$/;

  const REFUSED_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Запрос отклонён — Портал поставщика</title>
<h1>Запрос отклонён</h1><p>Форма отправлена с другого сайта. Откройте портал поставщика и повторите действие.</p></html>`;

  function isCrossSite(req) {
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

  // The per-request record the app writes to (app/services/request-record.server.ts, same symbol).
  const recordKey = Symbol.for("supplier-portal.request-record");
  const records = (globalThis[recordKey] ??= new AsyncLocalStorage());

  client.collectDefaultMetrics();
  // In a cluster, prom-client answers the primary's requests for this worker's metrics once this exists.
  if (cluster.isWorker) new client.AggregatorRegistry();
  const requestsTotal = new client.Counter({
    name: "portal_http_requests_total",
    help: "Requests answered, by route, method and status",
    labelNames: ["route", "method", "status"],
  });
  const requestSeconds = new client.Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Time to answer a request, by route",
    labelNames: ["route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const upstreamSeconds = new client.Histogram({
    name: "portal_upstream_duration_seconds",
    help: "Time of marketplace calls, by service",
    labelNames: ["service"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });
  const upstreamErrors = new client.Counter({
    name: "portal_upstream_errors_total",
    help: "Marketplace calls that failed (5xx, timeout, refused), by service and status",
    labelNames: ["service", "status"],
  });

  const upstreamUp = new client.Gauge({
    name: "portal_upstream_up",
    help: "Whether the marketplace answered the last background look (1) or not (0); the lowest of the workers",
    aggregator: "min",
  });
  // One look at a time, UPSTREAM_LOOK_MS after the last one ended, whatever the traffic (docs/decisions/081).
  const lookAtMarketplace = async () => {
    const up = await build.entry.module.marketplaceAnswers().catch(() => false);
    upstreamUp.set(up ? 1 : 0);
    setTimeout(lookAtMarketplace, UPSTREAM_LOOK_MS).unref();
  };
  void lookAtMarketplace();
  // Without a cluster this process is the only one and serves its own metrics.
  if (!cluster.isWorker) serveMetrics(() => client.register.metrics(), client.register.contentType);

  /**
   * A request's route for its log line and metrics: the app's route id (noted by the app for a
   * document, the `_data` value of a data request) when the build has such a route, `other`
   * otherwise, so no request can make up a label value and with it a new series.
   */
  const routeIds = new Set(Object.keys(build.routes));
  function routeOf(req, record) {
    const id = record.routeId ?? req.query._data;
    return routeIds.has(id) ? id : "other";
  }

  function logAndCount(req, res, record) {
    const seconds = (performance.now() - record.startedAt) / 1000;
    const route = routeOf(req, record);
    requestsTotal.inc({ route, method: req.method, status: res.statusCode });
    requestSeconds.observe({ route }, seconds);
    for (const call of record.upstream) {
      upstreamSeconds.observe({ service: call.service }, call.ms / 1000);
      if (call.status >= 500) upstreamErrors.inc({ service: call.service, status: call.status });
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

  const app = express();
  app.disable("x-powered-by");
  // Every answer says how long it took (`total;dur`), whatever answered it: the app's pages add the
  // marketplace's share themselves; a health check, a file or a refusal gets the total alone.
  app.use((req, res, next) => {
    const started = performance.now();
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!res.hasHeader("server-timing"))
        res.setHeader("Server-Timing", `total;dur=${(performance.now() - started).toFixed(1)}`);
      return writeHead.apply(this, args);
    };
    next();
  });
  // Behind a proxy, TRUST_PROXY names it (express "trust proxy"), so req.ip is the client's address.
  app.set("trust proxy", config.TRUST_PROXY);
  // For the proxy: alive, with no upstream call (readiness, this instance's Redis, is /readyz).
  app.get("/healthz", (req, res) => res.set("Cache-Control", "no-store").type("text").send("ok"));
  // The metrics have a port of their own; here, in any spelling, they are a plain 404, not the
  // trailing-slash redirect every other path gets.
  app.all(/^\/metrics\/?$/i, (req, res) => res.status(404).type("text").send("Не найдено"));
  app.use(compression());
  // Hashed assets are forever; the few files copied from public/ (favicon) for an hour. Only their
  // own paths reach the disk: a page request is not preceded by a stat of a file that is not there.
  const clientDir = resolve(root, build.assetsBuildDirectory);
  const assetsPath = posix.join(build.publicPath, "assets");
  app.use(assetsPath, express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  // A missing asset (an old build's chunk) ends here: a short 404, no page render, never a stack.
  app.use(assetsPath, (req, res) => res.status(404).type("text").send("Файл не найден"));
  const publicFiles = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => posix.join(build.publicPath, entry.name)),
  );
  const publicFile = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? publicFile(req, res, next) : next()));
  app.use((req, res, next) => {
    if (isCrossSite(req)) {
      res.status(403).type("html").send(REFUSED_PAGE);
      return;
    }
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
    const requestId = REQUEST_ID.test(req.get(REQUEST_ID_HEADER) ?? "") ? req.get(REQUEST_ID_HEADER) : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.set("X-Request-Id", requestId);
    // A body refused before it was read (too large) leaves its rest on the connection, where the
    // next request would be parsed from it: such an answer closes the connection instead. A request
    // without a body has nothing left (one answered at once, from memory, is not yet `complete`).
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    const writeHead = res.writeHead;
    res.writeHead = function (...args) {
      if (hasBody && !req.complete) res.shouldKeepAlive = false;
      return writeHead.apply(this, args);
    };
    const record = { startedAt: performance.now(), upstream: [], requestId };
    res.on("finish", () => {
      logAndCount(req, res, record);
      // A redirect of a data request (a form sent by the script) comes as 204 with X-Remix-Redirect.
      const location = res.getHeader("location") ?? res.getHeader("x-remix-redirect") ?? null;
      record.onAnswer?.({ status: res.statusCode, location: location === null ? null : String(location) });
    });
    records.run(record, next);
  });
  // Visitors' public pages from memory (docs/decisions/026); VISITOR_CACHE=off renders every one.
  if (config.VISITOR_CACHE === "on") app.use(visitorPageCache({ currentRecord: () => records.getStore() }));
  app.all(
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

  const server = config.HOST ? app.listen(port, config.HOST) : app.listen(port);
  server.on("listening", () => serverLog.info(`http://localhost:${port} (pid ${process.pid})`));
  // Stop taking requests, let those in flight finish, close idle keep-alive connections, then exit.
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), DRAIN_MS).unref();
    });
  }
}
