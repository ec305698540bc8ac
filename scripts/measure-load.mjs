// What the measuring scripts (bench, bench:against, profile) share: a page under autocannon's load,
// a portal's CPU time read from its metrics, and the benches' settings and pages.
import autocannon from "autocannon";
import { MAIN_PAGES } from "./main-pages.mjs";

/**
 * How `npm run bench` and `bench:against` measure a page: BENCH_SECONDS (5) after BENCH_WARMUP_SECONDS
 * (2) not counted, over BENCH_CONNECTIONS (10).
 */
export const BENCH_LOAD = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};

const benchOnly = process.env.BENCH_ONLY?.split(",");
/** The main pages the benches measure: those BENCH_ONLY names (`catalog,orders`), or all. */
export const BENCH_PAGES = MAIN_PAGES.filter(({ name }) => !benchOnly || benchOnly.includes(name));

/** autocannon's load of `url` with `headers` for `duration` seconds over `connections`: its result. */
export function load({ url, headers = {}, duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * A page measured after a warm-up of its own, so no page pays for compiling code the ones before it
 * did not: autocannon's result, and `cpuMs`, what `cpuSeconds` (a server's CPU time so far) grew by
 * while measured, in ms.
 */
export async function measured({ url, headers, seconds, warmupSeconds, connections, cpuSeconds = async () => 0 }) {
  await load({ url, headers, duration: warmupSeconds, connections });
  const cpuBefore = await cpuSeconds();
  const result = await load({ url, headers, duration: seconds, connections });
  return { result, cpuMs: ((await cpuSeconds()) - cpuBefore) * 1000 };
}

/** The CPU seconds a portal's workers have used so far, from its metrics listener on `metricsPort`. */
export async function portalCpuSeconds(metricsPort) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^process_cpu_seconds_total (\S+)$/m.exec(text)?.[1]);
}
