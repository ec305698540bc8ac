import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { AppLoadContext, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import type { RootData } from "~/layouts/root-data";
import { loader as rootLoader } from "~/root";
import * as auth from "~/routes/auth._index/route";
import { config, rereadConfig } from "~/services/config.server";
import { runWithRecord } from "~/services/request-record.server";
import { startEmulator, type RunningEmulator } from "../../emulator/app";
import type { RequestLogEntry } from "../../emulator/control";
import { DEMO_PASSWORD } from "../../emulator/seed/demo";
import { marketplaceAs } from "./marketplace-as";

/**
 * The portal's loaders and actions called as its server calls them (server/worker.ts: a request
 * record around each request, its answer told to the record, the load context of a document),
 * against a marketplace emulator started in this process on a free port. For unit tests of routes,
 * without a build or a browser: what they assert is what a browser would get (status, Location,
 * the notification of the next page, the data of the page) and what the marketplace received.
 *
 * The app's data directory (sessions, form keys) is the test file's own temporary one
 * (tests/support/unit-data-dir.ts, run by vitest before the file).
 */

export const PORTAL = "http://portal.test";
export { DEMO_PASSWORD };

/** What the browser says about itself: a phone by client hint and user agent, or a desktop. */
const DEVICES = {
  desktop: { "Sec-CH-UA-Mobile": "?0", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" },
  phone: { "Sec-CH-UA-Mobile": "?1", "User-Agent": "Mozilla/5.0 (Linux; Android 13; Pixel 7) Mobile Safari/537.36" },
} as const;
export type Device = keyof typeof DEVICES;

/** A form as a browser posts it: a field's values in order, repeated names allowed. */
export type Fields = Record<string, string | readonly string[]> | readonly (readonly [string, string])[];

type Loader = (args: LoaderFunctionArgs) => unknown;
type Action = (args: ActionFunctionArgs) => unknown;
type Params = Record<string, string | undefined>;

/** What the portal answered one request, and what that request asked of the marketplace. */
export type Answer = {
  status: number;
  /** Where a redirect leads, as the browser reads the header. */
  location: string | null;
  response: Response;
  /** The JSON body (a loader's or action's data, or a refusal's `{ message }`). */
  data: any;
  requestId: string;
  /** The marketplace calls this request made, oldest first (the emulator's request log). */
  calls(): Promise<RequestLogEntry[]>;
};

let emulator: RunningEmulator | undefined;
let emulatorDb: string | undefined;

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator!.url}/__emulator/${path}`, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status}`);
  return response.json();
}

/** The emulator behind the portal: its state, its request log, its outbox and its faults. */
export const marketplace = {
  get url() {
    return emulator!.url;
  },
  /** Every call the marketplace received, oldest first. */
  requests: () => control("GET", "requests") as Promise<RequestLogEntry[]>,
  /** The codes sent, newest first. */
  outbox: () => control("GET", "outbox") as Promise<{ channel: string; to: string; code: string }[]>,
  /** The newest code sent to a phone (11 digits) or an e-mail. */
  async lastCode(to: string) {
    const sent = (await marketplace.outbox()).find((message) => message.to === to);
    if (!sent) throw new Error(`no code was sent to ${to}`);
    return sent.code;
  },
  /** Every access and refresh token the marketplace has issued, read from its database. */
  issuedTokens() {
    const db = new DatabaseSync(emulatorDb!, { readOnly: true });
    const rows = db.prepare("SELECT token FROM tokens").all() as { token: string }[];
    db.close();
    return rows.map((row) => row.token);
  },
  /** The live codes of a phone (11 digits) or e-mail run out now. */
  expireCodes: (to: string) => control("POST", "expire-codes", { to }),
  addFault: (fault: { pathPrefix: string; status?: number; body?: string; requestId?: string; times?: number }) =>
    control("POST", "faults", fault),
  reset: () => control("POST", "reset"),
  /** A buyer's new order to a company, made now. */
  placeOrder: (contractorId: number) =>
    control("POST", "orders", { contractorId }) as Promise<{ id: number; number: string }>,
  /** Calls the marketplace as a demo user, for a test's own look at the data. */
  as: (username: string) => marketplaceAs(emulator!.url, username),
};

/**
 * Starts the emulator for the test file (a fresh database) and points the portal at it; stops it
 * and removes the temporary files after the file's tests.
 */
export function usePortal() {
  const dbDir = mkdtempSync(join(tmpdir(), "portal-units-emulator-"));
  beforeAll(async () => {
    emulatorDb = join(dbDir, "emulator.sqlite");
    emulator = await startEmulator({ port: 0, dbPath: emulatorDb, control: true, strict: true });
    if (!resolve(config.DATA_DIR).startsWith(tmpdir())) {
      throw new Error(`vitest.config.ts runs tests/support/unit-data-dir.ts first: DATA_DIR is ${config.DATA_DIR}`);
    }
    process.env.MARKETPLACE_API_URL = emulator.url;
    rereadConfig();
  });
  afterAll(async () => {
    await emulator?.close();
    delete process.env.MARKETPLACE_API_URL;
    rmSync(dbDir, { recursive: true, force: true });
  });
}

function bodyOf(fields: Fields) {
  const body = new URLSearchParams();
  const entries = Array.isArray(fields)
    ? (fields as readonly (readonly [string, string])[])
    : Object.entries(fields as Record<string, string | readonly string[]>).flatMap(([name, value]) =>
        (typeof value === "string" ? [value] : value).map((item) => [name, item] as const),
      );
  for (const [name, value] of entries) body.append(name, value);
  return body;
}

/** The cookie a browser keeps from an answer: set, replaced, or dropped when it expired. */
function keptCookie(current: string | null, response: Response) {
  let cookie = current;
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const expired = attributes.some(
      (attribute) =>
        /^max-age=0$/i.test(attribute) ||
        (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
    );
    cookie = expired ? null : pair;
  }
  return cookie;
}

/**
 * A browser of the portal: its cookie, its device and the page it is on (sent as Referer). Each
 * call is one request, served as server/worker.ts serves it.
 */
export class Browser {
  cookie: string | null = null;
  /** The page the browser shows: where a refusal sends it back to. */
  page: string | null = null;

  constructor(
    readonly device: Device = "desktop",
    /** The client's address as the proxy names it (the abuse limits count per address). */
    readonly address?: string,
  ) {}

  request(path: string, { method = "GET", fields, headers = {} }: RequestOptions = {}) {
    const all = new Headers(DEVICES[this.device]);
    all.set("X-Request-Id", `unit-${randomUUID()}`);
    if (this.address) all.set("X-Portal-Client-Address", this.address);
    if (this.cookie) all.set("Cookie", this.cookie);
    if (this.page) all.set("Referer", `${PORTAL}${this.page}`);
    if (fields) all.set("Content-Type", "application/x-www-form-urlencoded");
    for (const [name, value] of Object.entries(headers)) all.set(name, value);
    return new Request(`${PORTAL}${path}`, { method, headers: all, body: fields ? bodyOf(fields) : undefined });
  }

  /** A GET of a route's loader (a data request: Remix runs the route's loader alone). */
  get(route: { loader: Loader }, path: string, params: Params = {}, options: RequestOptions = {}) {
    return this.serve((args) => route.loader(args), this.request(path, options), params);
  }

  /** A form posted to a route's action (`path` with `?index` for an index route, as a browser posts it). */
  post(route: { action: Action }, path: string, fields: Fields, params: Params = {}, options: RequestOptions = {}) {
    return this.serve((args) => route.action(args), this.request(path, { ...options, method: "POST", fields }), params);
  }

  /**
   * A page as a document request loads it: the root's loader (the viewer, the notification waiting
   * for this page, the forms' key seed) and the route's; the browser is on that page afterwards.
   */
  async open(route: { loader: Loader }, path: string, params: Params = {}) {
    const rootAnswer = await this.serve((args) => rootLoader(args), this.request(path), params);
    const answer = await this.get(route, path, params);
    if (answer.status < 300) this.page = path;
    return { ...answer, root: rootAnswer.data as RootData };
  }

  /** A form's one-time key as the page writes it (app/form/form-key-field.tsx): the page's seed, its nonce, the form. */
  formKey(root: RootData, form: string) {
    return [root.formSeed, randomUUID().replaceAll("-", ""), form].join("~");
  }

  private async serve(handler: (args: LoaderFunctionArgs) => unknown, request: Request, params: Params) {
    const requestId = request.headers.get("X-Request-Id")!;
    const record = { startedAt: performance.now(), upstream: [], requestId } as Parameters<typeof runWithRecord>[0];
    // server/worker.ts: a document request gets a place for markup only the HTML carries; a data request none.
    const context: AppLoadContext = new URL(request.url).searchParams.has("_data") ? {} : { serverMarkup: new Map() };
    let response: Response;
    try {
      const result = await runWithRecord(record, () => handler({ request, params, context }));
      response = result instanceof Response ? result : Response.json(result);
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    const location = response.headers.get("Location");
    await record.onAnswer?.({ status: response.status, location });
    this.cookie = keptCookie(this.cookie, response);
    const text = await response.clone().text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
    return {
      status: response.status,
      location,
      response,
      data,
      requestId,
      calls: async () => (await marketplace.requests()).filter((call) => call.requestId === requestId),
    } satisfies Answer as Answer;
  }
}

export type RequestOptions = { method?: string; fields?: Fields; headers?: Record<string, string> };

/** A browser signed in as a demo user through the sign-in page's action, as a person signs in. */
export async function signedIn(username: string, device: Device = "desktop") {
  const browser = new Browser(device);
  const answer = await browser.post(auth, "/auth/?index", {
    intent: "login",
    username,
    password: DEMO_PASSWORD,
    remember: "on",
    redirectTo: "/",
  });
  if (answer.status !== 302 || !browser.cookie) {
    throw new Error(`sign-in of ${username}: ${answer.status} ${JSON.stringify(answer.data)}`);
  }
  return browser;
}

/** Fresh ids for requests a test sends itself. */
export const requestId = () => `unit-${randomUUID()}`;
