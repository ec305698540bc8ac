/**
 * Latency of the calls the portal makes most: `tsx emulator/bench.ts [requests]`.
 * Starts an emulator on a temp database, logs in as demo 01 and times sequential requests
 * (keep-alive, one at a time, after a warm-up), printing p50/p99 per call. Target: p50 under 5 ms.
 */
import { performance } from "node:perf_hooks";
import { withBenchEmulator } from "./bench-emulator";
import { DEMO_CONTRACTS } from "./seed/demo";

const REQUESTS = Number(process.argv[2] ?? 500);
const WARM_UP = 50;

interface Call {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
}

const CALLS: Call[] = [
  {
    label: "product list (30, sorted by price)",
    method: "POST",
    path: "/sp-products-catalog/v2/product/offer/list?limit=30&skip=0&sort[0][field]=price&sort[0][direction]=asc",
    body: { filter: {} },
  },
  { label: "users/me", method: "GET", path: "/suppliers-users/users/me" },
  {
    label: "daily-orders/search",
    method: "POST",
    path: "/suppliers-analytics/daily-orders/search",
    body: { contractNumber: DEMO_CONTRACTS.stroyMasterActive.number },
  },
  { label: "catalog stats/status", method: "GET", path: "/sp-products-catalog/stats/status" },
  { label: "values-map", method: "GET", path: "/sp-products-catalog/values-map" },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  await withBenchEmulator(async (emulator, token) => {
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json", "x-site": "seller" };

    const rows = [];
    for (const call of CALLS) {
      const timings: number[] = [];
      const statuses = new Set<number>();
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const started = performance.now();
        const res = await fetch(emulator.url + call.path, {
          method: call.method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        await res.arrayBuffer();
        if (i >= WARM_UP) timings.push(performance.now() - started);
        statuses.add(res.status);
      }
      timings.sort((a, b) => a - b);
      rows.push({
        call: call.label,
        status: [...statuses].join(","),
        "p50 ms": percentile(timings, 50).toFixed(2),
        "p99 ms": percentile(timings, 99).toFixed(2),
        "max ms": timings[timings.length - 1].toFixed(2),
      });
    }
    console.log(`${REQUESTS} sequential requests per call (after ${WARM_UP} warm-up), ${emulator.url}`);
    console.table(rows);
  });
}

void main();
