#!/usr/bin/env node
// `node scripts/load.mjs`: many suppliers at once against a running portal (usually the proxy of
// scripts/two-instances.mjs). SESSIONS (20) demo-01 sessions are signed in first; USERS (200)
// suppliers then go round signed-in pages and a form post for SECONDS (60), each under one of the
// sessions, each waiting THINK_MS (1000, ±50 %) between two clicks, as a person reading a page does
// (docs/decisions/025). THINK_MS=0 makes every user a closed loop that asks again at once: the
// saturation figure. An answer other than the page (200) or the post's redirect counts as unexpected;
// one that takes over 10 s counts as a timeout. KILL_PID and KILL_AFTER (seconds): kill that process
// mid-run (an instance), to see that only the requests in flight on it fail. At the end every
// session must still be signed in.
import { Agent, request } from "undici";
import { signInDemo, stylesCookie } from "./demo-stack.mjs";

const target = process.env.TARGET ?? "http://127.0.0.1:3000";
const users = Number(process.env.USERS ?? 200);
const seconds = Number(process.env.SECONDS ?? 60);
const sessions = Number(process.env.SESSIONS ?? 20);
const thinkMs = Number(process.env.THINK_MS ?? 1000);
const TIMEOUT_MS = 10_000;

// Each user a returning browser: its pages link the stylesheet (docs/decisions/103).
const styles = await stylesCookie(target);
const cookies = [];
for (let i = 0; i < sessions; i++) cookies.push(`${await signInDemo(target)}; ${styles}`);

if (process.env.KILL_PID) {
  setTimeout(
    () => {
      console.log(`[load] killing ${process.env.KILL_PID}`);
      process.kill(Number(process.env.KILL_PID), "SIGKILL");
    },
    Number(process.env.KILL_AFTER ?? seconds / 3) * 1000,
  );
}

/** One round of a supplier: the pages and a form post, with the answer each must get. */
const ROUND = [
  { method: "GET", path: "/", expected: 200 },
  { method: "GET", path: "/catalog/", expected: 200 },
  { method: "GET", path: "/orders/", expected: 200 },
  { method: "GET", path: "/order/17/", expected: 200 },
  { method: "GET", path: "/info-base/", expected: 200 },
  // The footer's switch: a real form post that every page offers and that changes no data.
  {
    method: "POST",
    path: "/lite/",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "intent=lite-off&redirectTo=%2Forders%2F",
    expected: 302,
  },
];

// A browser keeps a connection or two to a site; one per user here, kept alive between clicks.
const agent = new Agent({ connections: users, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
/** Per page of the round: its latencies and its timeouts, to tell which page makes the tail. */
const byPath = new Map(ROUND.map(({ method, path }) => [`${method} ${path}`, { latencies: [], timeouts: 0 }]));
// Timeouts are counted per page and summed at the end.
const counts = { errors: 0, timeouts: 0, "5xx": 0, unexpected: 0 };
const end = Date.now() + seconds * 1000;
const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));

async function supplier(index) {
  const cookie = cookies[index % cookies.length];
  // Users start spread over one think time, not all at the same instant.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
  for (let step = index; Date.now() < end; step++) {
    const { expected, path, headers, ...options } = ROUND[step % ROUND.length];
    const started = performance.now();
    const page = byPath.get(`${options.method} ${path}`);
    try {
      const answer = await request(`${target}${path}`, {
        ...options,
        dispatcher: agent,
        // As a browser asks: the pages come compressed, by whoever compresses them (the portal or nginx).
        headers: { ...headers, cookie, "accept-encoding": "gzip, deflate, br" },
      });
      await answer.body.dump({ limit: Infinity });
      page.latencies.push(performance.now() - started);
      if (answer.statusCode >= 500) counts["5xx"]++;
      else if (answer.statusCode !== expected) counts.unexpected++;
    } catch (error) {
      if (error.code === "UND_ERR_HEADERS_TIMEOUT" || error.code === "UND_ERR_BODY_TIMEOUT") page.timeouts++;
      else counts.errors++;
    }
    if (thinkMs > 0) await think();
  }
}
await Promise.all(Array.from({ length: users }, (_, index) => supplier(index)));

const stillSignedIn = await Promise.all(
  cookies.map(async (cookie) => {
    const response = await fetch(`${target}/personal/settings/`, { headers: { cookie }, redirect: "manual" });
    return response.status === 200;
  }),
);
const percentileOf = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
const pages = [...byPath.values()];
const latencies = pages.flatMap((page) => page.latencies).sort((a, b) => a - b);
counts.timeouts = pages.reduce((sum, page) => sum + page.timeouts, 0);
const percentile = (p) => percentileOf(latencies, p);
const summary = {
  users,
  "think ms": thinkMs,
  requests: latencies.length + counts.errors + counts.timeouts,
  "req/s": Math.round(latencies.length / seconds),
  "p50 ms": percentile(0.5),
  "p99 ms": percentile(0.99),
  "max ms": Math.round(latencies.at(-1) ?? 0),
  ...counts,
  "sessions kept": `${stillSignedIn.filter(Boolean).length}/${cookies.length}`,
};
console.table([summary]);
console.table(
  [...byPath].map(([page, { latencies: times, timeouts }]) => {
    times.sort((a, b) => a - b);
    return {
      page,
      answers: times.length,
      "p50 ms": percentileOf(times, 0.5),
      "p99 ms": percentileOf(times, 0.99),
      timeouts,
    };
  }),
);
await agent.close();
const clean = Object.values(counts).every((count) => count === 0) && stillSignedIn.every(Boolean);
process.exit(clean ? 0 : 1);
