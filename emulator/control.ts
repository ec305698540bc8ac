import type { BreachLog } from "./breaches";
import type { Ctx } from "./context";
import { BREAKAGES, FAULT_HEADER, type Breakage } from "./contract-answers";
import { placeNewOrder } from "./seed/orders";
import { HttpError, badRequest } from "./server/errors";
import { Reply } from "./server/reply";
import type { Router } from "./server/router";
import { objectBody, optionalInteger, optionalText, requiredText } from "./server/validate";
import { expireLiveCodes } from "./store/codes";
import { expireAllAccessTokens } from "./store/tokens";

/** A rule that slows down or fails the marketplace calls whose path starts with pathPrefix. */
export interface Fault {
  pathPrefix: string;
  status: number | null;
  delayMs: number;
  /** An answer of a shape the portal does not expect, sent instead of the real one (with `status`, default 200). */
  body: string | null;
  /** Only the calls that carry this X-Request-Id (one page request of one test); null = every call. */
  requestId: string | null;
  /** Requests still to affect; null = until the fault is removed. */
  remaining: number | null;
  /**
   * The real answer starts (its headers promise the whole length) but the connection breaks after
   * this many bytes of the body: a download that fails mid-stream. null = the answer is sent whole.
   */
  cutAfterBytes: number | null;
  /** The real answer, broken against the contract (contract-answers.ts); null = as it is. */
  breaks: Breakage | null;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body, the names of multipart fields, or null. */
  body: unknown;
  status: number;
  /** The X-Site marker header, or null when the caller did not send one. */
  site: string | null;
  /** The caller's X-Request-Id (the portal sends the id of the page request behind the call), or null. */
  requestId: string | null;
  /** Epoch ms with fractions (performance.timeOrigin + performance.now()). */
  startedAt: number;
  endedAt: number;
}

/** Enough for any test run; older entries are dropped so load benchmarks do not grow memory. */
const REQUEST_LOG_LIMIT = 10_000;

/** In-memory state of the test-control surface: faults and the request log. */
export class ControlState {
  private faults: Fault[] = [];
  private requests: RequestLogEntry[] = [];

  addFault(fault: Fault): void {
    this.faults.push(fault);
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** The most specific live fault for a path (longest prefix; newest on ties), used up by one request. */
  takeFault(path: string, requestId: string | null): Fault | undefined {
    const fault = this.faults
      .filter((f) => path.startsWith(f.pathPrefix) && (f.requestId === null || f.requestId === requestId))
      .reduce<Fault | undefined>(
        (best, f) => (!best || f.pathPrefix.length >= best.pathPrefix.length ? f : best),
        undefined,
      );
    if (fault && fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }

  record(entry: RequestLogEntry): void {
    this.requests.push(entry);
    if (this.requests.length > REQUEST_LOG_LIMIT) this.requests.splice(0, this.requests.length - REQUEST_LOG_LIMIT);
  }

  listRequests(): RequestLogEntry[] {
    return [...this.requests];
  }

  clearRequests(): void {
    this.requests = [];
  }
}

/** Waits, then answers the fault's raw body, or fails with its status; otherwise lets the call through. */
export async function applyFault(fault: Fault): Promise<Reply | undefined> {
  if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
  if (fault.body !== null) {
    return new Reply(fault.status ?? 200, fault.body, {
      "content-type": "application/json; charset=utf-8",
      [FAULT_HEADER]: "body",
    });
  }
  if (fault.status !== null) {
    throw new HttpError(fault.status, "Сервис временно недоступен, попробуйте позже", "fault_injected");
  }
}

type OutboxRow = {
  channel: "phone" | "email";
  to: string;
  code: string;
  link: string | null;
  sent_at: number;
};

/** Registers /__emulator/* (only when control is on). `reseed` wipes and re-seeds the database. */
export function registerControl(
  r: Router,
  ctx: Ctx,
  state: ControlState,
  breaches: BreachLog,
  reseed: () => void,
): void {
  r.route("GET", "/__emulator/outbox", () =>
    (
      ctx.db
        .prepare("SELECT channel, recipient AS `to`, code, link, sent_at FROM codes ORDER BY id DESC")
        .all() as OutboxRow[]
    ).map((row) => ({
      channel: row.channel,
      to: row.to,
      code: row.code,
      sentAt: new Date(row.sent_at).toISOString(),
      ...(row.link ? { link: row.link } : {}),
    })),
  );

  r.route("POST", "/__emulator/orders", (req) => {
    const contractorId = optionalInteger(objectBody(req), "contractorId");
    if (contractorId === undefined) throw badRequest("Укажите contractorId");
    const placed = placeNewOrder(ctx.db, contractorId, new Date(ctx.now()));
    if (!placed) throw badRequest("У компании нет товаров в продаже");
    return placed;
  });

  r.route("POST", "/__emulator/reset", () => {
    reseed();
    state.clearFaults();
    state.clearRequests();
    breaches.clear();
    return { ok: true };
  });

  r.route("POST", "/__emulator/faults", (req) => {
    const fields = objectBody(req);
    const pathPrefix = requiredText(fields, "pathPrefix");
    if (!pathPrefix.startsWith("/")) throw badRequest("pathPrefix должен начинаться с /");
    const status = optionalInteger(fields, "status") ?? null;
    const body = optionalText(fields, "body") ?? null;
    if (status !== null && body === null && (status < 400 || status > 599)) {
      throw badRequest("status должен быть от 400 до 599");
    }
    if (status !== null && (status < 200 || status > 599)) throw badRequest("status должен быть от 200 до 599");
    const delayMs = optionalInteger(fields, "delayMs") ?? 0;
    if (delayMs < 0 || delayMs > 600_000) throw badRequest("delayMs должен быть от 0 до 600000");
    const times = optionalInteger(fields, "times") ?? null;
    if (times !== null && times < 1) throw badRequest("times должен быть не меньше 1");
    const cutAfterBytes = optionalInteger(fields, "cutAfterBytes") ?? null;
    if (cutAfterBytes !== null && cutAfterBytes < 0) throw badRequest("cutAfterBytes должен быть не меньше 0");
    const breaks = optionalText(fields, "breaks") ?? null;
    if (breaks !== null && !(BREAKAGES as readonly string[]).includes(breaks)) {
      throw badRequest(`breaks должен быть одним из: ${BREAKAGES.join(", ")}`);
    }
    if (status === null && delayMs === 0 && body === null && cutAfterBytes === null && breaks === null) {
      throw badRequest("Укажите status, delayMs, body, cutAfterBytes или breaks");
    }
    const requestId = optionalText(fields, "requestId") ?? null;
    state.addFault({
      pathPrefix,
      status,
      delayMs,
      body,
      requestId,
      remaining: times,
      cutAfterBytes,
      breaks: breaks as Breakage | null,
    });
    return { ok: true };
  });

  r.route("DELETE", "/__emulator/faults", () => {
    state.clearFaults();
    return { ok: true };
  });

  r.route("GET", "/__emulator/requests", () => state.listRequests());

  r.route("DELETE", "/__emulator/requests", () => {
    state.clearRequests();
    return { ok: true };
  });

  // The strict mode's contract breaches (breaches.ts), oldest first.
  r.route("GET", "/__emulator/breaches", () => breaches.list());

  r.route("DELETE", "/__emulator/breaches", () => ({ ok: true, cleared: breaches.clear() }));

  r.route("POST", "/__emulator/expire-tokens", () => ({ expired: expireAllAccessTokens(ctx) }));

  // `to` scopes it to one phone or e-mail, so parallel tests do not expire each other's codes.
  r.route("POST", "/__emulator/expire-codes", (req) => ({
    expired: expireLiveCodes(ctx, optionalText(objectBody(req), "to")),
  }));
}
