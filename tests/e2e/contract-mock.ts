import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { MarketplaceContract, parseContractYaml, type Schema } from "../../contract/contract";
import { ended, freePort, started, type Started } from "./servers";

// A marketplace generated from contract/marketplace.yaml (docs/decisions/094): Prism's mock answers
// random data the contract allows (json-schema-faker, the same for one operation under one seed) and
// checks every request against the contract. In front of it a small proxy, the address the portal
// is given as MARKETPLACE_API_URL, which
// - records every call (method, path, status, the page request's X-Request-Id) and what Prism found
//   wrong with the REQUEST (its `sl-violations` header), so a test can name the call that broke the
//   contract;
// - steers a round: the pre-login's `codeRequired`, the viewer's roles, one path prefix failing with
//   a known error, and optional fields dropped from the answers (Prism fills every one of them).
// Prism runs as a child of the Playwright worker (servers.ts ends it with the worker); the proxy
// lives in the worker's own process.

const ROOT = new URL("../../", import.meta.url).pathname;
const CONTRACT_FILE = join(ROOT, "contract/marketplace.yaml");
const PRISM_CLI = join(ROOT, "node_modules/@stoplight/prism-cli/dist/index.js");
/** Prism starts in 1–2 s alone; a machine busy with the suite's workers takes longer. */
const PRISM_START_MS = 20_000;

/** What Prism said is wrong with a request: `location` starts with "request". */
export type RequestViolation = { location: string[]; severity: string; code?: string | number; message: string };

export type RecordedCall = {
  method: string;
  /** The path and query as the portal sent it. */
  path: string;
  status: number;
  /** The page request that made the call (the portal passes its X-Request-Id on). */
  requestId: string | null;
  /** The request's violations of the contract, as Prism reported them (severity Error only). */
  violations: RequestViolation[];
  /** What the proxy did to the answer, if anything. */
  steered?: string;
  /** How long the answer took, proxy included. */
  ms: number;
};

/** How a round's answers are bent, within what the contract allows. */
export type Steering = {
  /** pre-login's `codeRequired`: true (the code step), false, "absent" (left out) or as Prism made it. */
  codeRequired?: boolean | "absent";
  /** The viewer's roles in users/me and users/{id} (Prism draws them at random, often none). */
  roles?: string[];
  /** Calls whose path starts with `pathPrefix` answer `status` with the contract's error shape and this text. */
  failing?: { pathPrefix: string; status: number; errorText: string; message?: string };
  /** Optional fields left out of the answers, about one in two, chosen by this seed and the field's place. */
  dropOptional?: number;
};

export type ContractMock = {
  /** The proxy's address: the portal's MARKETPLACE_API_URL. It stays the same over restarts. */
  url: string;
  seed: () => number;
  contract: MarketplaceContract;
  /** Resolves when Prism listens (the proxy listens at once, and holds calls until then). */
  ready: () => Promise<void>;
  /** Starts the Prism of a later seed in the background, for `restart` to take over without waiting. */
  prepare: (seed: number) => void;
  /** Prism anew with another seed (the proxy keeps its address); the record is kept. */
  restart: (seed: number) => Promise<void>;
  steer: (steering: Steering) => void;
  calls: () => RecordedCall[];
  /** The calls whose request Prism refused as outside the contract. */
  violations: () => RecordedCall[];
  /** Forgets the calls recorded so far. */
  clear: () => void;
  prismOutput: () => string;
  stop: () => Promise<void>;
};

/** The Error shape of the contract, as a marketplace service answers a failure. */
export const errorAnswer = (status: number, errorText: string, message = "Service Unavailable") => ({
  error: true,
  message,
  errorText,
  status,
});

async function startPrism(seed: number): Promise<Started & { port: number }> {
  const port = await freePort();
  const prism = started(
    spawn(
      process.execPath,
      [
        PRISM_CLI,
        "mock",
        "--dynamic",
        "--seed",
        String(seed),
        "--host",
        "127.0.0.1",
        "--port",
        String(port),
        CONTRACT_FILE,
      ],
      { stdio: ["ignore", "pipe", "pipe"], cwd: ROOT },
    ),
    `http://127.0.0.1:${port}`,
  );
  const deadline = Date.now() + PRISM_START_MS;
  while (!prism.output().includes("Prism is listening")) {
    if (prism.process.exitCode !== null || Date.now() > deadline) {
      prism.process.kill("SIGTERM");
      throw new Error(`Prism (seed ${seed}) did not start:\n${prism.output().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...prism, port };
}

/** Prism's own note of a refused request: `sl-violations: [{location, severity, code, message}]`. */
function requestViolationsOf(header: string | null): RequestViolation[] {
  if (!header) return [];
  try {
    const all = JSON.parse(header) as RequestViolation[];
    return all.filter((violation) => violation.location?.[0] === "request" && violation.severity === "Error");
  } catch {
    return [{ location: ["request"], severity: "Error", message: `unreadable sl-violations: ${header}` }];
  }
}

const HOP_HEADERS = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
  "accept-encoding",
]);

export async function startContractMock(seed: number): Promise<ContractMock> {
  const yamlText = readFileSync(CONTRACT_FILE, "utf8");
  const contract = MarketplaceContract.parse(yamlText);
  const dropper = new OptionalFields(parseContractYaml(yamlText) as Document, contract);
  // Prism starts while the caller goes on (a portal's start, say): the proxy waits for it.
  let prism = startPrism(seed);
  prism.catch(() => undefined);
  let latest: Started | undefined;
  void prism.then((started) => (latest = started));
  let currentSeed = seed;
  let prepared: { seed: number; prism: ReturnType<typeof startPrism> } | undefined;
  let steering: Steering = {};
  let calls: RecordedCall[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      answer(req, Buffer.concat(chunks)).then(
        ({ status, headers, body }) => {
          res.writeHead(status, headers);
          res.end(body);
        },
        (error: unknown) => {
          res.writeHead(599, { "Content-Type": "text/plain" });
          res.end(`contract mock: ${String(error)}`);
        },
      );
    });
  });

  async function answer(req: http.IncomingMessage, body: Buffer) {
    const method = req.method ?? "GET";
    const path = req.url ?? "/";
    const { pathname } = new URL(path, "http://mock");
    const requestId = typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"] : null;
    const started = performance.now();
    const call: RecordedCall = { method, path, status: 0, requestId, violations: [], ms: 0 };
    calls.push(call);

    const failing = steering.failing;
    if (failing && pathname.startsWith(failing.pathPrefix)) {
      call.status = failing.status;
      call.steered = `failed with ${failing.status}`;
      return {
        status: failing.status,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(errorAnswer(failing.status, failing.errorText, failing.message)),
      };
    }

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const upstream = await fetch(`${(await prism).url}${path}`, {
      method,
      headers,
      body: body.length > 0 && method !== "GET" && method !== "HEAD" ? new Uint8Array(body) : undefined,
      redirect: "manual",
    });
    call.status = upstream.status;
    call.violations = requestViolationsOf(upstream.headers.get("sl-violations"));
    let text = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "";
    if (upstream.ok && type.includes("json") && call.violations.length === 0) {
      const bent = bend(method, pathname, upstream.status, JSON.parse(text.toString("utf8")) as unknown);
      if (bent.steered.length > 0) {
        call.steered = bent.steered.join(", ");
        text = Buffer.from(JSON.stringify(bent.value));
      }
    }
    call.ms = performance.now() - started;
    return { status: upstream.status, headers: { "Content-Type": type || "application/octet-stream" }, body: text };
  }

  /** The steering applied to one successful JSON answer. */
  function bend(method: string, pathname: string, status: number, value: unknown) {
    const steered: string[] = [];
    const found = contract.match(method, pathname);
    if (!found) return { value, steered };
    if (steering.dropOptional !== undefined) {
      const schema = contract.answerSchema(found, status);
      if (schema) {
        const dropped: string[] = [];
        value = dropper.drop(schema, value, `${steering.dropOptional} ${found.method} ${found.path}`, dropped);
        if (dropped.length > 0) steered.push(`dropped ${dropped.join(" ")}`);
      }
    }
    const object =
      value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    if (object && found.id === "preLogin" && steering.codeRequired !== undefined) {
      if (steering.codeRequired === "absent") delete object.codeRequired;
      else object.codeRequired = steering.codeRequired;
      steered.push(`codeRequired ${String(steering.codeRequired)}`);
    }
    if (object && (found.id === "me" || found.id === "user") && steering.roles) {
      object.roles = steering.roles;
      steered.push(`roles ${steering.roles.join(",") || "none"}`);
    }
    return { value, steered };
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    seed: () => currentSeed,
    contract,
    async ready() {
      await prism;
    },
    prepare(next) {
      if (prepared?.seed === next) return;
      void prepared?.prism.then((unused) => unused.process.kill("SIGTERM"));
      prepared = { seed: next, prism: startPrism(next) };
      prepared.prism.catch(() => undefined);
    },
    async restart(next) {
      const old = await prism;
      old.process.kill("SIGTERM");
      await ended(old.process);
      prism = prepared?.seed === next ? prepared.prism : startPrism(next);
      prepared = undefined;
      prism.catch(() => undefined);
      latest = await prism;
      currentSeed = next;
    },
    steer(next) {
      steering = { ...next };
    },
    calls: () => calls,
    violations: () => calls.filter((call) => call.violations.length > 0),
    clear() {
      calls = [];
    },
    prismOutput: () => latest?.output() ?? "",
    async stop() {
      void prepared?.prism.then((unused) => unused.process.kill("SIGTERM"));
      const current = await prism.catch(() => undefined);
      current?.process.kill("SIGTERM");
      await Promise.all([current && ended(current.process), new Promise((resolve) => server.close(resolve))]);
    },
  };
}

type Document = { components: { schemas: Record<string, Schema> } };

/** JSON's name for a value's type, as a schema's `type` names it. */
function jsonType(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

/**
 * Leaves optional fields out of an answer: each field its schema does not require goes when a hash
 * of the round's seed, the operation and the field's place in the answer says so (one in two), so
 * the same seed leaves out the same fields whatever order the calls come in. Written here, beside
 * contract/contract.ts's own walk, from the same rules: `$ref`s followed, `oneOf`/`anyOf` branch
 * chosen by the value's JSON type, fields the schema does not define kept as they are.
 */
class OptionalFields {
  constructor(
    private readonly document: Document,
    private readonly contract: MarketplaceContract,
  ) {}

  drop(schema: Schema, value: unknown, where: string, dropped: string[], pointer = ""): unknown {
    const resolved = this.resolve(schema);
    const branches = resolved.oneOf ?? resolved.anyOf;
    if (branches) {
      const type = jsonType(value);
      const branch = branches.find((candidate) => {
        const types = [this.resolve(candidate).type ?? []].flat();
        return types.includes(type) || (type === "integer" && types.includes("number"));
      });
      return branch ? this.drop(branch, value, where, dropped, pointer) : value;
    }
    if (Array.isArray(value)) {
      return resolved.items
        ? value.map((item, index) => this.drop(resolved.items!, item, where, dropped, `${pointer}/${index}`))
        : value;
    }
    if (value === null || typeof value !== "object" || !resolved.properties) return value;
    const required = new Set(this.contract.requiredFields(resolved));
    const copy: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      const defined = resolved.properties[name];
      const place = `${pointer}/${name}`;
      if (defined && !required.has(name) && this.leftOut(`${where} ${place}`)) {
        dropped.push(place);
        continue;
      }
      copy[name] = defined ? this.drop(defined, field, where, dropped, place) : field;
    }
    return copy;
  }

  private leftOut(key: string) {
    return createHash("sha256").update(key).digest()[0] % 2 === 0;
  }

  private resolve(schema: Schema): Schema {
    let current = schema;
    while (typeof current.$ref === "string") {
      const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
      const next = name ? this.document.components.schemas[name] : undefined;
      if (!next) throw new Error(`The contract refers to nothing: ${current.$ref}`);
      current = next;
    }
    return current;
  }
}
