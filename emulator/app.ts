import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { BreachLog, DELIBERATE_HEADER, type Breach } from "./breaches";
import { loadConfig, type Ctx } from "./context";
import { answerViolation, brokenAnswer, trimmedToContract } from "./contract-answers";
import { contractRefusal, operationOf, requestViolation } from "./contract-requests";
import { applyFault, ControlState, registerControl, type Fault } from "./control";
import { inTransaction, openDatabase } from "./db";
import { modules as allModules, type EmulatorModule } from "./modules/index";
import { isSeeded, seedDatabase } from "./seed/index";
import { parseBody, UnreadableBody, type ParsedBody } from "./server/body";
import { HttpError } from "./server/errors";
import { json, toReply, type Reply } from "./server/reply";
import { Router, type ApiRequest, type Method } from "./server/router";

export interface EmulatorOptions {
  /** 0 = a random free port. Default 3001. */
  port?: number;
  host?: string;
  dbPath: string;
  /** Enables /__emulator/* (outbox, reset, faults, request log). */
  control?: boolean;
  /** Prints outbox codes and startup lines to stdout. */
  log?: boolean;
  /** Overrides EMULATOR_TOKEN_TTL_S (access token lifetime). */
  tokenTtlS?: number;
  /** Overrides EMULATOR_SMS_TTL_S (SMS code lifetime). */
  smsTtlS?: number;
  /** The modules to mount; default: every module of modules/index.ts. */
  modules?: EmulatorModule[];
  /**
   * The marketplace's contract (contract/marketplace.yaml) is enforced (EMULATOR_STRICT=1): a request
   * outside it answers 400, answers carry only what it defines, and both kinds of breach are logged
   * and kept for `GET /__emulator/breaches`.
   */
  strict?: boolean;
}

export interface RunningEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
}

const CONTROL_PREFIX = "/__emulator/";
const preciseNow = () => performance.timeOrigin + performance.now();

export async function startEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const db = openDatabase(options.dbPath);
  const ctx: Ctx = {
    db,
    config: loadConfig(options),
    now: () => Date.now(),
    tx: (work) => inTransaction(db, work),
    log: options.log ? (line) => console.log(line) : () => {},
  };
  if (!isSeeded(db)) seedDatabase(db, new Date(ctx.now()));

  const router = new Router();
  for (const module of options.modules ?? allModules) module.register(router, ctx);
  const control = options.control ? new ControlState() : null;
  // To stderr, which the browser suite shows as the run goes (playwright.config.ts pipes it).
  const breaches = new BreachLog(options.log ? (line) => console.error(line) : () => {});
  if (control) registerControl(router, ctx, control, breaches, () => seedDatabase(db, new Date(ctx.now())));

  const strict = options.strict ?? false;
  const dispatch: Dispatch = { router, control, strict, breaches };
  const server = createServer((req, res) => void handleRequest(req, res, dispatch));
  server.keepAliveTimeout = 5_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 3001, options.host ?? "127.0.0.1", () => resolve());
    });
  } catch (error) {
    db.close(); // e.g. the port is taken: leave nothing open behind
    throw error;
  }
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
  ctx.log(
    `[emulator] listening on ${url}${control ? " (control on)" : ""}${strict ? " (strict: the contract only)" : ""}`,
  );

  return {
    url,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** What the request log keeps of a body: JSON as is, multipart as the names of its fields. */
function loggedBody(parsed: ParsedBody | undefined): unknown {
  if (!parsed) return null;
  if (parsed.form) return { formFields: [...new Set(parsed.form.keys())] };
  return parsed.body ?? null;
}

interface Dispatch {
  router: Router;
  control: ControlState | null;
  strict: boolean;
  breaches: BreachLog;
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, dispatch: Dispatch): Promise<void> {
  const { router, control, strict, breaches } = dispatch;
  const startedAt = preciseNow();
  const url = new URL(req.url ?? "/", "http://emulator.local");
  const path = normalizePath(url.pathname);
  const method = (req.method ?? "GET").toUpperCase();
  const isControlCall = path.startsWith(CONTROL_PREFIX);
  const requestId = headerValue(req.headers["x-request-id"]);
  // Strict mode holds the calls the contract describes to it; the control calls and unknown paths are not.
  const found = strict && !isControlCall ? operationOf(method, path) : undefined;
  const breach = (kind: Breach["kind"], violation: string, status: number) =>
    breaches.add({
      kind,
      method,
      path,
      operationId: found!.id,
      violation,
      status,
      requestId,
      at: new Date().toISOString(),
    });
  let body: ParsedBody | undefined;
  let fault: Fault | undefined;
  let reply: Reply;

  try {
    // As the marketplace's gateway: the request is read against the contract before any service
    // (or fault) sees it, and one outside it is refused.
    if (found) {
      let violation: string | null;
      try {
        body = await parseBody(req);
        violation = requestViolation(found, { path, query: url.searchParams, headers: req.headers, body });
      } catch (error) {
        if (!(error instanceof UnreadableBody)) throw error;
        violation = error.violation;
      }
      if (violation) {
        if (req.headers[DELIBERATE_HEADER] === undefined) breach("request", violation, 400);
        throw contractRefusal(violation);
      }
    }
    fault = isControlCall ? undefined : control?.takeFault(path, requestId);
    const injected = fault ? await applyFault(fault) : undefined;
    if (injected) {
      reply = injected;
    } else {
      const match = router.match(method, path);
      if (match.kind === "none") throw new HttpError(404, "Метод API не найден", "element_notfound");
      if (match.kind === "wrong-method") {
        throw new HttpError(405, `Метод не поддерживается: ${match.allowed.join(", ")}`);
      }
      body ??= await parseBody(req);
      const apiRequest: ApiRequest = {
        method: method as Method,
        path,
        params: match.params,
        query: url.searchParams,
        headers: req.headers,
        ip: req.socket.remoteAddress ?? "",
        ...body,
      };
      reply = toReply(await match.handler(apiRequest));
    }
  } catch (error) {
    reply = errorReply(error, method, path);
  }

  // An answer a fault made (its status or body) breaks the contract on purpose, or may.
  const madeByFault = fault !== undefined && (fault.status !== null || fault.body !== null);
  if (found && !madeByFault) {
    reply = trimmedToContract(found, reply);
    const violation = answerViolation(found, reply);
    if (violation) breach("answer", violation, reply.status);
  }
  if (fault?.breaks && !madeByFault && reply.status < 300) {
    reply = brokenAnswer(found ?? operationOf(method, path), reply, fault.breaks);
  }

  if (fault?.cutAfterBytes != null && reply.status < 300) sendCut(res, reply, fault.cutAfterBytes);
  else send(res, reply);
  if (control && !isControlCall) {
    control.record({
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: loggedBody(body),
      status: reply.status,
      site: headerValue(req.headers["x-site"]),
      requestId,
      startedAt,
      endedAt: preciseNow(),
    });
  }
}

function errorReply(error: unknown, method: string, path: string): Reply {
  if (error instanceof HttpError) return json(error.toBody(), error.status);
  console.error(`[emulator] ${method} ${path} failed:`, error);
  return json(new HttpError(500, "Внутренняя ошибка сервера").toBody(), 500);
}

function send(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(reply.status, { ...reply.headers, "content-length": Buffer.byteLength(reply.body) });
  res.end(reply.body);
}

/** A fault's broken connection: the headers announce the whole body, only its first bytes follow. */
function sendCut(res: ServerResponse, reply: Reply, bytes: number): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(reply.status, { ...reply.headers, "content-length": Buffer.byteLength(reply.body) });
  const body = typeof reply.body === "string" ? Buffer.from(reply.body) : reply.body;
  res.write(body.subarray(0, Math.min(bytes, body.length - 1)), () => res.destroy());
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(",") : value;
}
