#!/usr/bin/env node
// The portal's production server: what remix-serve does (compression, static assets, the Remix
// handler), plus the two things only a server in front of Remix can do:
// - refuse cross-site form posts with 403 before Remix sees them (Remix's own Origin check
//   answers an empty 500);
// - hand the client's address to the app (remix-serve passes none), for the abuse limits.
// Usage: node scripts/server.mjs [build/server/index.js]; PORT (3000), HOST, TRUST_PROXY.
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const buildEntry = resolve(root, process.argv[2] ?? "build/server/index.js");
const build = await import(pathToFileURL(buildEntry).href);
const port = Number(process.env.PORT ?? 3000);

/** The header app/services/abuse.server.ts reads the client's address from; a client's own value is replaced. */
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

const app = express();
app.disable("x-powered-by");
// Behind a proxy, TRUST_PROXY names it (express "trust proxy"), so req.ip is the client's address.
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
app.use(compression());
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static(resolve(root, "public"), { maxAge: "1h" }));
app.use((req, res, next) => {
  if (isCrossSite(req)) {
    res.status(403).type("html").send(REFUSED_PAGE);
    return;
  }
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
  const requestId = REQUEST_ID.test(req.get(REQUEST_ID_HEADER) ?? "") ? req.get(REQUEST_ID_HEADER) : randomUUID();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.set("X-Request-Id", requestId);
  next();
});
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? "production",
    // Markup only the HTML carries, not the hydration data too (app/utils/server-markup.server.ts):
    // a document request renders HTML; a `_data` request (Remix strips the parameter from what
    // loaders see) answers data only, so it gets no place for markup.
    getLoadContext: (req) => (req.query._data === undefined ? { serverMarkup: new Map() } : {}),
  }),
);

const server = process.env.HOST ? app.listen(port, process.env.HOST) : app.listen(port);
server.on("listening", () => console.log(`[portal] http://localhost:${port}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
