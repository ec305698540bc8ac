#!/usr/bin/env node
// `node scripts/load.mjs`: many suppliers at once against a running portal (usually the proxy of
// scripts/two-instances.mjs). SESSIONS (20) demo-01 sessions are signed in first; CONNECTIONS (200)
// connections cycle through signed-in pages and a form post for SECONDS (60), each round under one of
// the sessions; an answer other than the page (200) or the post's redirect counts as unexpected.
// KILL_PID and KILL_AFTER (seconds): kill that process mid-run (an instance), to see that only the
// requests in flight on it fail. At the end every session must still be signed in.
import autocannon from "autocannon";
import { signInDemo } from "./demo-stack.mjs";

const target = process.env.TARGET ?? "http://127.0.0.1:3000";
const connections = Number(process.env.CONNECTIONS ?? 200);
const seconds = Number(process.env.SECONDS ?? 60);
const sessions = Number(process.env.SESSIONS ?? 20);

const cookies = [];
for (let i = 0; i < sessions; i++) cookies.push(await signInDemo(target));

if (process.env.KILL_PID) {
  setTimeout(
    () => {
      console.log(`[load] killing ${process.env.KILL_PID}`);
      process.kill(Number(process.env.KILL_PID), "SIGKILL");
    },
    Number(process.env.KILL_AFTER ?? seconds / 3) * 1000,
  );
}

let next = 0;
/** Answers other than the page (200) or the form's redirect (302): a signed-out page would redirect to sign-in. */
let unexpected = 0;
/**
 * One round of a supplier: the pages and a form post, all under one of the sessions. autocannon's
 * `client.setHeaders` sets the headers of one request only, so the cookie goes on every request
 * here; the context (reset every round) remembers which session the round uses.
 */
const signedIn = (request, expected) => ({
  ...request,
  setupRequest: (req, context) => {
    context.cookie ??= cookies[next++ % cookies.length];
    return { ...req, headers: { ...req.headers, cookie: context.cookie } };
  },
  onResponse: (status) => {
    if (status !== expected) unexpected++;
  },
});
const result = await autocannon({
  url: target,
  connections,
  duration: seconds,
  requests: [
    signedIn({ method: "GET", path: "/" }, 200),
    signedIn({ method: "GET", path: "/catalog/" }, 200),
    signedIn({ method: "GET", path: "/orders/" }, 200),
    signedIn({ method: "GET", path: "/order/17/" }, 200),
    signedIn({ method: "GET", path: "/info-base/" }, 200),
    // The footer's switch: a real form post that every page offers and that changes no data.
    signedIn(
      {
        method: "POST",
        path: "/lite/",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=lite-off&redirectTo=%2Forders%2F",
      },
      302,
    ),
  ],
});

const stillSignedIn = await Promise.all(
  cookies.map(async (cookie) => {
    const response = await fetch(`${target}/personal/settings/`, { headers: { cookie }, redirect: "manual" });
    return response.status === 200;
  }),
);
const summary = {
  requests: result.requests.total,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  "5xx": result["5xx"],
  unexpected,
  "sessions kept": `${stillSignedIn.filter(Boolean).length}/${cookies.length}`,
};
console.table([summary]);
process.exit(result.errors === 0 && result["5xx"] === 0 && unexpected === 0 && stillSignedIn.every(Boolean) ? 0 : 1);
