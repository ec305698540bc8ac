import { randomUUID } from "node:crypto";
import http from "node:http";
import { E2E } from "../../playwright.config";
import { emulator } from "./emulator";
import { ended, startNginx, startPortal, startRedis, stop } from "./servers";
import { DEMO, DEMO_PASSWORD, formKeyIn, postLogin } from "./support";
import { expect, test } from "./test";

// The production server as an operator runs it (docs/decisions/016, 018). Health and readiness for a proxy,
// timing and metrics; one worker per core that survives a crash and drains on SIGTERM; two
// instances on one Redis that share sessions and abuse counters. Each test starts its own
// servers (server/main.ts on the built app) against the browser tests' emulator.

test.describe.configure({ mode: "serial" });

const METRICS_URL = `http://127.0.0.1:${E2E.metricsPort}/metrics`;

test("health, readiness, timing and metrics for the operator @nojs", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.text()).toBe("ok");

  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ ready: true, redis: "not used" });

  // Every answer says how long it took, whatever answered it.
  const answers = [
    health,
    ready,
    await request.get("/favicon.svg"),
    await request.get("/metrics"),
    await request.get("/?_data=routes/privacy-policy"),
    await request.get("/no-such-page/"),
    await request.post("/auth/", { headers: { Origin: "https://elsewhere.example" }, form: { intent: "login" } }),
  ];
  for (const answer of answers) expect(answer.headers()["server-timing"], answer.url()).toMatch(/total;dur=[\d.]+$/);

  const missingAsset = await request.get("/assets/missing-chunk.js");
  expect(missingAsset.status()).toBe(404);
  expect(await missingAsset.text()).toBe("Файл не найден");

  // A page no visitor cache keeps (the landing may come from memory: see the test below).
  const page = await request.get("/privacy-policy/");
  expect(page.headers()["server-timing"]).toMatch(/^upstream;dur=[\d.]+;desc="\d+ calls", total;dur=[\d.]+$/);

  expect((await request.get("/")).status()).toBe(200); // the landing asks the marketplace for its count
  const metrics = await fetch(METRICS_URL);
  expect(metrics.headers.get("content-type")).toContain("text/plain");
  const text = await metrics.text();
  expect(text).toMatch(/portal_http_requests_total\{route="routes\/privacy-policy",method="GET",status="200"\} \d+/);
  expect(text).toContain("portal_upstream_duration_seconds_bucket");
});

test("the metrics are on their own port only, and no request can add a series to them @nojs", async ({ request }) => {
  test.setTimeout(120_000);
  const spellings = ["/metrics", "/METRICS", "/metrics/", "/Metrics/?format=text"];
  for (const path of spellings) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  const proxy = await startNginx(E2E.port);
  try {
    for (const path of spellings) {
      expect((await fetch(`${proxy.url}${path}`, { redirect: "manual" })).status, `${path} through nginx`).toBe(404);
    }
  } finally {
    await stop(proxy);
  }

  // One series a line, but a histogram's buckets, sum and count are one series: other tests may add a
  // page's histogram (a dozen lines) while this one counts.
  const series = async () =>
    new Set(
      (await (await fetch(METRICS_URL)).text())
        .split("\n")
        .filter((line) => line.startsWith("portal_"))
        .map((line) =>
          line
            .slice(0, line.lastIndexOf(" "))
            .replace(/_(bucket|sum|count)(?=\{|$)/, "")
            .replace(/,?le="[^"]*"/, "")
            .replace("{,", "{")
            .replace(/\{\}$/, ""),
        ),
    );
  const sent: string[] = [];
  const randomDataRequests = async (count: number) => {
    for (let done = 0; done < count; done += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - done) }, () => {
          const id = randomUUID();
          sent.push(id);
          return request.get(`/?_data=${id}`, { maxRedirects: 0 });
        }),
      );
    }
  };
  // The first such requests may add their own series once (the route `other`, their status) in each worker.
  await randomDataRequests(20);
  const before = await series();
  await randomDataRequests(1000);
  const added = [...(await series())].filter((line) => !before.has(line));
  // Other tests meanwhile may add the first series of the pages they open (routes.spec.ts opens every
  // route: about sixty); these requests add none of their own (a series for each would be a thousand).
  expect(added.filter((line) => sent.some((id) => line.includes(id)))).toEqual([]);
  expect(added.length).toBeLessThan(200);
});

test("readiness is this instance's alone: 200 while the marketplace answers 503, no marketplace call per probe, its state a metric looked up in the background @nojs", async () => {
  // A marketplace of the test's own: every call answers `status`, and each is noted with its request id.
  let status = 503;
  const calls: { at: number; requestId: string }[] = [];
  const marketplace = http.createServer((req, res) => {
    calls.push({ at: Date.now(), requestId: String(req.headers["x-request-id"]) });
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(status === 200 ? { count: 7 } : { error: true, message: "Service Unavailable", status }));
  });
  await new Promise<void>((resolve) => marketplace.listen(0, "127.0.0.1", resolve));
  const { port } = marketplace.address() as { port: number };
  const portal = await startPortal({ MARKETPLACE_API_URL: `http://127.0.0.1:${port}` });
  try {
    const started = Date.now();
    const probeIds = Array.from({ length: 20 }, () => `readyz-${randomUUID()}`);
    for (const requestId of probeIds) {
      const ready = await fetch(`${portal.url}/readyz`, { headers: { "X-Request-Id": requestId } });
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true, redis: "not used" });
    }
    expect(calls.filter((call) => probeIds.includes(call.requestId))).toEqual([]);

    const upstreamUp = async () =>
      /^portal_upstream_up (\d)$/m.exec(await (await fetch(portal.metricsUrl)).text())?.[1];
    await expect.poll(upstreamUp).toBe("0");
    status = 200;
    await expect.poll(upstreamUp, { timeout: 10_000 }).toBe("1");
    // The background look: one call at a time, 5 s apart, however many probes came meanwhile.
    expect(calls.length).toBeLessThanOrEqual((Date.now() - started) / 5000 + 2);
  } finally {
    await stop(portal);
    marketplace.close();
  }
});

test("a visitor's landing is drawn once a minute and answered from memory, each time with a nonce and form keys of its own, kept by no browser @nojs", async () => {
  const nonceOf = (answer: Response) => /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy")!)![1];
  for (const cache of ["on", "off"]) {
    const portal = await startPortal({ VISITOR_CACHE: cache });
    try {
      const drawn = await fetch(`${portal.url}/`);
      const again = await fetch(`${portal.url}/`);
      const [first, second] = [await drawn.text(), await again.text()];
      expect(first).toContain("Начните продавать сегодня");
      expect(nonceOf(again)).not.toBe(nonceOf(drawn));
      expect(second).toBe(first.replaceAll(nonceOf(drawn), nonceOf(again)));
      // A copy a browser or a proxy kept would send its forms' keys twice (docs/decisions/105).
      expect(formKeyIn(second, "trade-claim")).not.toBe(formKeyIn(first, "trade-claim"));
      for (const answer of [drawn, again])
        expect(answer.headers.get("cache-control") ?? "").not.toMatch(/public|max-age/);
      expect(drawn.headers.get("server-timing")).toContain("upstream");
      expect(again.headers.get("server-timing")).toContain(cache === "on" ? "visitor page" : "upstream");
      expect(again.headers.get("server-timing")).toMatch(/total;dur=[\d.]+$/);
      // Answered at once, it still keeps the connection for the visitor's next request.
      expect(again.headers.get("connection")).toBe("keep-alive");
      // A signed-in supplier's "/" is their dashboard, never the stored landing.
      const cookie = (await postLogin(portal.url, DEMO.owner, DEMO_PASSWORD)).headers.get("set-cookie")!.split(";")[0];
      const dashboard = await fetch(`${portal.url}/`, { headers: { Cookie: cookie } });
      expect(await dashboard.text()).not.toContain("Начните продавать сегодня");
      if (cache === "on") expect(portal.output()).toMatch(/"route":"routes\/_index","status":200,.*"cached":true/);
    } finally {
      await stop(portal);
    }
  }
});

test("behind nginx the portal sends its pages as they are and nginx compresses them (COMPRESSION=off) @nojs", async () => {
  const portal = await startPortal({ COMPRESSION: "off" });
  const proxy = await startNginx(Number(new URL(portal.url).port));
  try {
    const asked = { headers: { "Accept-Encoding": "gzip, deflate, br" } };
    const plain = await fetch(`${portal.url}/`, asked);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const stylesheet = /href="(\/assets\/app-[\w-]+\.css)"/.exec(await plain.text())![1];
    for (const path of ["/", "/info-base/", stylesheet]) {
      const compressed = await fetch(`${proxy.url}${path}`, asked);
      expect(compressed.status, path).toBe(200);
      expect(compressed.headers.get("content-encoding"), path).toBe("gzip");
      expect(compressed.headers.get("vary"), path).toContain("Accept-Encoding");
    }
    expect(await (await fetch(`${proxy.url}/`, asked)).text()).toContain("Начните продавать сегодня");
  } finally {
    await stop(proxy);
    await stop(portal);
  }
});

test("one worker per core: a crashed worker is replaced, and SIGTERM lets a request in flight finish @nojs", async () => {
  test.setTimeout(90_000); // two workers to start, one to replace: slow on a busy machine
  const portal = await startPortal({ WEB_CONCURRENCY: "2" });
  const pids = () => [...portal.output().matchAll(/\(pid (\d+)\)/g)].map((match) => Number(match[1]));
  await expect.poll(() => pids().length).toBe(2);

  process.kill(pids()[0], "SIGKILL");
  await expect.poll(() => pids().length, { timeout: 20_000 }).toBe(3);
  expect(portal.output()).toContain("starting another");
  for (let i = 0; i < 4; i++) expect((await fetch(`${portal.url}/privacy-policy/`)).status).toBe(200);

  // The landing waits 1.5 s for the marketplace's count; SIGTERM arrives meanwhile, and the answer still comes.
  const requestId = `drain-${randomUUID()}`;
  await emulator.addFault({ pathPrefix: "/suppliers-users/users/info", delayMs: 1500, requestId });
  const slow = fetch(`${portal.url}/`, { headers: { "X-Request-Id": requestId } });
  await new Promise((resolve) => setTimeout(resolve, 400));
  portal.process.kill("SIGTERM");
  expect((await slow).status).toBe(200);
  expect(await ended(portal.process)).toBe(0);
});

test("two instances on one Redis share the session and count failed logins together @nojs", async () => {
  const redis = await startRedis();
  // No SESSION_SECRET: the first instance puts a generated one into Redis, the second takes it.
  const [first, second] = [await startPortal({ REDIS_URL: redis.url }), await startPortal({ REDIS_URL: redis.url })];
  try {
    const signedIn = await postLogin(first.url, DEMO.owner, DEMO_PASSWORD);
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0];
    const settings = await fetch(`${second.url}/personal/settings/`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(settings.status).toBe(200);
    expect(await settings.text()).toContain("Иванов Сергей Петрович");

    const username = `7958${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await postLogin(attempt % 2 ? second.url : first.url, username, "wrong");
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  } finally {
    await stop(first, second, redis);
  }
});

test("Redis going away: signed-in pages answer 503 in the layout, readiness fails, and all comes back with it @nojs", async () => {
  const redis = await startRedis();
  const portal = await startPortal({ REDIS_URL: redis.url, REDIS_TIMEOUT_MS: "1000" });
  try {
    const cookie = (await postLogin(portal.url, DEMO.owner, DEMO_PASSWORD)).headers.get("set-cookie")!.split(";")[0];
    const settings = () =>
      fetch(`${portal.url}/personal/settings/`, { headers: { Cookie: cookie }, redirect: "manual" });
    const ready = async () => (await fetch(`${portal.url}/readyz`)).status;
    expect((await settings()).status).toBe(200);

    // Hung: the connection stays open and nothing answers.
    redis.process.kill("SIGSTOP");
    const hung = await settings();
    expect(hung.status).toBe(503);
    const page = await hung.text();
    expect(page).toContain("Сервис временно недоступен");
    expect(page).toContain("хранилище сеансов не отвечает");
    expect(page).toContain('class="site-footer');
    // Nobody can tell who is looking: the header offers neither the user's actions nor «Войти».
    expect(page).toContain('class="site-header');
    expect(page).not.toContain(">Войти<");
    expect(page).not.toContain(">Выйти<");
    expect(page).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
    expect(await ready()).toBe(503);
    // A visitor's page needs no session.
    expect((await fetch(`${portal.url}/privacy-policy/`)).status).toBe(200);

    // Back: the same session goes on.
    redis.process.kill("SIGCONT");
    await expect.poll(async () => (await settings()).status, { timeout: 15_000 }).toBe(200);
    expect(await ready()).toBe(200);

    // Gone, then a new, empty Redis on the same address: the portal reconnects and sign-in works again.
    const port = Number(new URL(redis.url).port);
    redis.process.kill("SIGKILL");
    await ended(redis.process);
    expect((await settings()).status).toBe(503);
    expect(await ready()).toBe(503);
    Object.assign(redis, await startRedis(port));
    await expect.poll(ready, { timeout: 15_000 }).toBe(200);
    const signedInAgain = await postLogin(portal.url, DEMO.owner, DEMO_PASSWORD);
    expect(signedInAgain.status).toBe(302);
    expect(portal.output()).toContain("[redis] 127.0.0.1:");
  } finally {
    redis.process.kill("SIGCONT");
    await stop(portal, redis);
  }
});

test("a body refused before it was read closes its connection, so the next request on it is not garbled @nojs", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (body: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        `http://127.0.0.1:${E2E.port}/auth/`,
        {
          method: "POST",
          agent,
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  expect(await post(`intent=login&username=${"x".repeat(2 * 1024 * 1024)}`)).toEqual({
    status: 400,
    connection: "close",
  });
  expect((await post("intent=login&username=&password=")).status).toBe(400);
  agent.destroy();
});
