import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import client from "prom-client";
import type { PortalConfig } from "../app/services/config.server";

/**
 * Prometheus metrics on a listener of their own (METRICS_PORT, on METRICS_HOST: loopback unless
 * the operator's scraper is elsewhere), never on the public port: whatever proxy stands in front
 * of the portal, no visitor reaches them (docs/decisions/080). 0 takes any free port. Resolves once
 * listening; a port it cannot take rejects, named, for the caller to end the start with.
 */
export async function serveMetrics(
  config: PortalConfig,
  log: Logger,
  gather: () => Promise<string>,
  contentType: string,
) {
  const { METRICS_PORT: port, METRICS_HOST: host } = config;
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
  server.listen(port, host);
  try {
    await once(server, "listening");
  } catch (error) {
    throw new Error(`METRICS_PORT ${port} on ${host}: ${(error as Error).message}`, { cause: error });
  }
  // Once serving, a failure of the listener costs the metrics, not the portal.
  server.on("error", (error) => log.error(`metrics listener: ${error.message}`));
  log.info(`metrics on http://${host}:${(server.address() as AddressInfo).port}/metrics`);
  server.unref();
}

/** A worker's metrics of its requests and of the marketplace. */
export function requestMetrics() {
  client.collectDefaultMetrics();
  return {
    requestsTotal: new client.Counter({
      name: "portal_http_requests_total",
      help: "Requests answered, by route, method and status",
      labelNames: ["route", "method", "status"],
    }),
    requestSeconds: new client.Histogram({
      name: "portal_http_request_duration_seconds",
      help: "Time to answer a request, by route",
      labelNames: ["route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    upstreamSeconds: new client.Histogram({
      name: "portal_upstream_duration_seconds",
      help: "Time of marketplace calls, by service",
      labelNames: ["service"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
    upstreamErrors: new client.Counter({
      name: "portal_upstream_errors_total",
      help: "Marketplace calls that failed (5xx, timeout, refused), by service and status",
      labelNames: ["service", "status"],
    }),
    upstreamUp: new client.Gauge({
      name: "portal_upstream_up",
      help: "Whether the marketplace answered the last background look (1) or not (0); the lowest of the workers",
      aggregator: "min",
    }),
  };
}
