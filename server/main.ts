// The portal's production server (docs/decisions/001, 016, 087): what remix-serve does
// (compression, static assets, the Remix handler), plus what only a server in front of Remix can do:
// - refuse cross-site form posts with 403 before Remix sees them (Remix's own Origin check
//   answers an empty 500);
// - hand the client's address to the app (remix-serve passes none), for the abuse limits;
// - one worker per core (node:cluster), a crashed worker replaced, requests in flight drained on
//   SIGTERM; /healthz, a JSON log line per request, Prometheus metrics on a listener of their own
//   (docs/decisions/080).
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

if (cluster.isPrimary) for (const warning of configWarnings(config)) serverLog.warn(warning);
if (cluster.isPrimary && workers > 1) runPrimary();
else await runWorker(config, serverLog, process.argv[2] ?? "build/server/index.js");

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
  serveMetrics(config, serverLog, () => metrics.clusterMetrics(), metrics.contentType);
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
