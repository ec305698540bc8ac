// The portal's production server (docs/decisions/001, 016, 087): what remix-serve does
// (compression, static assets, the Remix handler), plus what only a server in front of Remix can do:
// - refuse cross-site form posts with 403 before Remix sees them (Remix's own Origin check
//   answers an empty 500);
// - hand the client's address to the app (remix-serve passes none), for the abuse limits;
// - one worker per core (node:cluster), a crashed worker replaced (one that cannot start ends the
//   server with one fatal line), requests in flight drained on SIGTERM; /healthz, a JSON log line
//   per request, Prometheus metrics on a listener of their own (docs/decisions/080).
// Usage: node --import tsx server/main.ts [build/server/index.js]; the settings come from the
// environment through app/services/config.server.ts (.env.example lists them), checked before anything starts.
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import client from "prom-client";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { ConfigError, configWarnings, readConfig } from "../app/services/config.server";
import { createLog } from "../app/services/log-lines.server";
import { serveMetrics } from "./metrics";
import { runWorker } from "./worker";

const config = configOrExit();
/** This process's own lines (start, workers, listeners); a request's lines go through the app's log. */
const serverLog = createLog({ sync: true });
const workers = config.WEB_CONCURRENCY ?? availableParallelism();

/** A worker's message to the primary: it cannot start, and why. */
type StartFailure = { portalStartFailed: string };
const isStartFailure = (message: unknown): message is StartFailure =>
  typeof message === "object" && message !== null && "portalStartFailed" in message;

if (cluster.isPrimary) for (const warning of configWarnings(config)) serverLog.warn(warning);
if (cluster.isPrimary && workers > 1) await runPrimary();
else await runWorker(config, serverLog, process.argv[2] ?? "build/server/index.js").catch(cannotStart);

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

/**
 * What keeps this process from serving ends the server with one fatal line and a non-zero exit. A
 * worker of a cluster leaves the line to the primary, which stops every worker: each would fail
 * the same way, a replacement too, and a primary that exited under starting workers left them to
 * die on its closed channel (EPIPE) with stack traces. It waits to be stopped, so the primary has
 * its message before its exit.
 */
function cannotStart(error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  if (cluster.isWorker) {
    process.send?.({ portalStartFailed: reason } satisfies StartFailure);
    setTimeout(() => process.exit(1), 10_000);
    return;
  }
  serverLog.fatal(reason);
  process.exit(1);
}

async function runPrimary() {
  // Abuse counters of all workers live here when no Redis is shared (app/services/access/abuse.server.ts).
  new RateLimiterClusterMaster();
  // Only the primary can gather every worker's registry, so it is the one that serves /metrics;
  // before any worker exists, so that a taken METRICS_PORT leaves none behind.
  const metrics = new client.AggregatorRegistry();
  await serveMetrics(config, serverLog, () => metrics.clusterMetrics(), metrics.contentType).catch(cannotStart);
  /** Workers that listened once: one that ends before it does could not start. */
  const started = new Set<number>();
  /** Set once the server stops: the exit code it ends with when its last worker has gone. */
  let exitCode: number | undefined;
  const exitWhenNoWorkers = () => {
    if (exitCode !== undefined && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  };
  const stop = (code: number, fatal?: string) => {
    if (exitCode !== undefined) return;
    exitCode = code;
    if (fatal) serverLog.fatal(fatal);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    exitWhenNoWorkers();
  };
  const fork = () => cluster.fork();
  cluster.on("listening", (worker) => started.add(worker.id));
  cluster.on("message", (worker, message: unknown) => {
    if (isStartFailure(message)) stop(1, `${message.portalStartFailed} (worker ${worker.process.pid} could not start)`);
  });
  cluster.on("exit", (worker, code, signal) => {
    if (exitCode !== undefined) return exitWhenNoWorkers();
    if (!started.has(worker.id))
      return stop(1, `worker ${worker.process.pid} ended before it started (${signal ?? code})`);
    serverLog.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 500);
  });
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => stop(0));
  for (let i = 0; i < workers; i++) fork();
  serverLog.info(`${workers} workers`);
}
