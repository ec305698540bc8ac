// What the measuring scripts (bench, lighthouse, first-paint, load) share: a portal stack of their own
// (the production build and a fresh emulator, as `npm start` runs them, in a scratch folder), a
// signed-in demo supplier, what they pick and report, and a DevTools protocol session.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket } from "undici";

const root = new URL("..", import.meta.url).pathname;

/**
 * Starts `npm start`'s stack on `port` (emulator on `emulatorPort`) and waits until it answers; stopped
 * when this process exits. `root`: the tree it starts from, this one by default.
 */
export async function startDemoStack({ port, emulatorPort, env = {}, root: treeRoot = root }) {
  const scratch = mkdtempSync(join(tmpdir(), "portal-demo-stack-"));
  const stack = spawn("node", [join(treeRoot, "scripts/start.mjs")], {
    cwd: treeRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_DB: join(scratch, "emulator.sqlite"),
      DATA_DIR: join(scratch, "portal"),
      MARKETPLACE_API_URL: "",
      // Any free port: a stack beside `npm start` must not take its metrics port.
      METRICS_PORT: "0",
      ...env,
    },
  });
  const stop = () => stack.kill("SIGTERM");
  process.on("exit", stop);
  const base = `http://127.0.0.1:${port}`;
  // A first start may build the app first: up to 2.5 minutes.
  await waitUntil(answersOk(`${base}/healthz`), "the portal", { everyMs: 250 });
  return { base, stop };
}

/** Asks `check` every `everyMs` until it says true (a throw counts as no); fails after `attempts` asks. */
export async function waitUntil(check, what, { attempts = 600, everyMs = 100 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} did not start`);
}

/** A check for waitUntil: the address answers 2xx. */
export const answersOk = (url) => () => fetch(url).then((answer) => answer.ok);

/**
 * The cookie of a browser that holds the current stylesheet (docs/decisions/103), as the first page it
 * got set it: with it, pages link the file instead of carrying it inline, as for any returning browser.
 */
export async function stylesCookie(base) {
  const response = await fetch(`${base}/privacy-policy/`);
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error("the first page set no stylesheet cookie");
  return cookie;
}

/** Signs demo supplier 01 in on the portal at `base`; the session cookie. */
export async function signInDemo(base) {
  const response = await fetch(`${base}/auth/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", username: "79000000001", password: "demo123", remember: "on" }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** A `name=value` cookie as a browser's cookie for `base` (Playwright's `addCookies`, DevTools' `setCookies`). */
export function browserCookie(cookie, base) {
  const split = cookie.indexOf("=");
  return { name: cookie.slice(0, split), value: cookie.slice(split + 1), url: base };
}

/** The first article a knowledge-base category page at `path` links to: the article measured. */
export async function firstArticle(base, path) {
  const html = await (await fetch(`${base}${path}`)).text();
  return html.match(/href="(\/info-base\/\d+\/\d+\/)"/)[1];
}

/** The middle value of a few runs (the upper middle of an even number). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A DevTools protocol session over a WebSocket (a Node inspector's, a browser's): `send(method, params)` answers the result. */
export async function devtools(address) {
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 0;
  const pending = new Map();
  socket.addEventListener("message", ({ data }) => {
    const message = JSON.parse(String(data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++nextId;
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}
