import { randomUUID } from "node:crypto";
import { request as undiciRequest } from "undici";
import { redirect } from "@remix-run/node";
import { config } from "~/services/config.server";
import {
  claimTokenRefresh,
  commitSession,
  destroySession,
  getSession,
  readStoredSession,
  type PortalSession,
} from "~/services/session/session.server";
import { recordUpstream } from "~/services/request-record.server";

/**
 * The one HTTP client of the marketplace services (DESIGN.md §1): base URL, bearer token, the site
 * marker header, per-call timeouts, one shared token refresh, and the result shape of SPEC.md §8.
 * No other module calls `fetch`.
 */

/** SPEC.md §8: what a failed call answers. Pages turn it into a notification or a field message. */
export type ApiError = {
  error: true;
  message: string;
  errorText: string;
  status: number;
  errorCode?: string;
};

export type ApiResult<T> = { error: false; status: number; data: T } | ApiError;

export const KNOWN_ERROR_CODES = ["element_notfound", "already_exists"] as const;

const UNKNOWN_ERROR = "Неизвестная ошибка";

export const TIMEOUTS = {
  /** Spreadsheet import (SPEC.md §9). */
  import: 600_000,
  /** Product create, edit and patch (SPEC.md §9). */
  product: 120_000,
  /** A file streamed through the portal, start to end. */
  download: 120_000,
} as const;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type CallOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  form?: FormData;
  timeoutMs?: number;
  /** A file: the answer comes back with its body unread, for the page to stream it on. */
  raw?: boolean;
  /** Ids the path needs: when one is missing the call answers 400 without a request (SPEC.md §8). */
  ids?: unknown[];
};

type Tokens = { token: string; refreshToken: string };

export function apiError(status: number, errorText: string, message = errorText, errorCode?: string): ApiError {
  return { error: true, status, message, errorText, ...(errorCode ? { errorCode } : {}) };
}

/** The catalogue of SPEC.md §8 applied to an upstream error answer. */
export function toApiError(status: number, body: unknown): ApiError {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);
  const message = text(fields.message) ?? UNKNOWN_ERROR;
  let errorText = text(fields.errorText) ?? text(fields.error) ?? message;
  if (status === 408) errorText = `${errorText}, запросите код повторно`;
  if (status === 404) errorText = text(fields.errorText) ?? text(fields.error) ?? "Пользователь не найден";
  const errorCode = text(fields.errorCode) ?? text(fields.code);
  return apiError(status, errorText, message, errorCode);
}

function buildUrl(path: string, query: CallOptions["query"]) {
  const url = new URL(path, config.marketplaceApiUrl);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url;
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * The id of the page request behind the calls: the one scripts/server.mjs gave it (or the client
 * sent), so the marketplace's log and the portal's line up for a support engineer and a test.
 */
function requestIdOf(request: Request) {
  const id = request.headers.get("X-Request-Id");
  return id && REQUEST_ID.test(id) ? id : randomUUID();
}

/** Sends one request, noted in the page request's record (log line, Server-Timing, metrics). */
async function send<T>(
  method: Method,
  path: string,
  options: CallOptions,
  token?: string,
  requestId?: string,
): Promise<ApiResult<T>> {
  const started = performance.now();
  const result = await exchange<T>(method, path, options, token, requestId);
  recordUpstream(path, result.status, performance.now() - started);
  return result;
}

/** Sends one request and turns whatever happens (timeout, refused connection, bad JSON) into a result. */
async function exchange<T>(
  method: Method,
  path: string,
  options: CallOptions,
  token?: string,
  requestId?: string,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: options.raw ? "*/*" : "application/json", "X-Site": "seller" };
  if (requestId) headers["X-Request-Id"] = requestId;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const timeoutMs = options.timeoutMs ?? config.marketplaceTimeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: { ok: boolean; status: number; text(): Promise<string> };
  try {
    response =
      options.raw || options.form
        ? await fetch(buildUrl(path, options.query), { method, headers, body, signal })
        : await jsonExchange(method, buildUrl(path, options.query), headers, body as string | undefined, signal);
  } catch (cause) {
    const timedOut = signal.aborted;
    console.error(`[marketplace] ${method} ${path}: ${timedOut ? `no answer in ${timeoutMs} ms` : String(cause)}`);
    return timedOut
      ? apiError(504, "Сервис маркетплейса не ответил вовремя. Попробуйте ещё раз.")
      : apiError(503, "Сервис маркетплейса временно недоступен. Попробуйте позже.");
  }
  if (options.raw && response.ok) return { error: false, status: response.status, data: response as T };
  // An answer broken off mid-body is as useless as a malformed one.
  const raw = await response.text().catch(() => null);
  if (raw === null) {
    console.error(`[marketplace] ${method} ${path}: ${response.status}, the body broke off`);
    return apiError(502, "Сервис маркетплейса ответил некорректно. Попробуйте позже.");
  }
  let parsed: unknown = null;
  if (raw) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      if (response.ok) {
        console.error(`[marketplace] ${method} ${path}: ${response.status} with a body that is not JSON`);
        return apiError(502, "Сервис маркетплейса ответил некорректно. Попробуйте позже.");
      }
    }
  }
  if (!response.ok) {
    if (response.status >= 500) console.error(`[marketplace] ${method} ${path}: ${response.status}`);
    return toApiError(response.status, parsed);
  }
  return { error: false, status: response.status, data: parsed as T };
}

/**
 * A JSON call through undici's own client rather than `fetch`: the same connection pool without
 * the WHATWG Request, Response and stream objects, about a third of a page's upstream cost
 * (issue 18). Files and uploads keep `fetch`, whose Response the pages stream on.
 */
async function jsonExchange(
  method: Method,
  url: URL,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal,
) {
  const answer = await undiciRequest(url, { method, headers, body, signal });
  return {
    ok: answer.statusCode >= 200 && answer.statusCode < 300,
    status: answer.statusCode,
    text: () => answer.body.text(),
  };
}

/** How often and how long apart a failed refresh looks for a pair another process stored (for about half a second). */
const ROTATION_LOOKS = 4;
const ROTATION_LOOK_MS = 150;

/** A refresh claim lasts as long as the refresh call may take, and a little more to store its pair. */
const refreshClaimMs = () => config.marketplaceTimeoutMs + 2_000;

async function refreshTokens(refreshToken: string): Promise<Tokens | null> {
  const result = await send<{ token: string; refresh_token: string }>("POST", "/suppliers-users/auth/token/refresh", {
    body: { refresh_token: refreshToken },
  });
  return result.error ? null : { token: result.data.token, refreshToken: result.data.refresh_token };
}

/**
 * Renewals of a refused token under way in this process, by that token: every call of the session
 * it was refused to shares one, and a call refused a moment later still finds its result.
 */
const renewals = new Map<string, Promise<Tokens | null>>();

function renewal(refused: string, request: Request, session: PortalSession): Promise<Tokens | null> {
  let pending = renewals.get(refused);
  if (!pending) {
    pending = renew(refused, request, session).finally(() => setTimeout(() => renewals.delete(refused), 10_000));
    renewals.set(refused, pending);
  }
  return pending;
}

/**
 * A pair newer than `refused`, stored in the session: one a parallel request stored already, or,
 * since the marketplace kills a refresh token once used, the one this process refreshes under the
 * session's claim, or the one the holder of the claim stores. Null: the session is over.
 */
async function renew(refused: string, request: Request, session: PortalSession): Promise<Tokens | null> {
  const stored = await storedPairNewerThan(request, refused, 1);
  if (stored) return stored;
  const release = await claimTokenRefresh(session, refreshClaimMs());
  if (!release) return storedPairNewerThan(request, refused, Math.ceil(refreshClaimMs() / ROTATION_LOOK_MS));
  try {
    const refreshToken = session.get("refreshToken");
    const fresh = refreshToken ? await refreshTokens(refreshToken) : null;
    // Stored before the claim is given back, so the processes waiting on it find the pair.
    if (fresh) return await storePair(request, session, fresh);
  } finally {
    await release();
  }
  // A process that refreshed without the claim (an older version during a deploy) may have
  // spent the token a moment earlier: its pair is on its way to the store.
  return storedPairNewerThan(request, refused, ROTATION_LOOKS);
}

/**
 * A token pair newer than `refused` that another request or process stored for this session:
 * up to `looks` reads, ROTATION_LOOK_MS apart; none once the session was ended elsewhere.
 */
async function storedPairNewerThan(request: Request, refused: string, looks: number): Promise<Tokens | null> {
  for (let look = 0; look < looks; look++) {
    if (look > 0) await new Promise((resolve) => setTimeout(resolve, ROTATION_LOOK_MS));
    const stored = await readStoredSession(request);
    const token = stored.get("token");
    if (!token) return null;
    if (token !== refused) return { token, refreshToken: stored.get("refreshToken")! };
  }
  return null;
}

async function storePair(request: Request, session: PortalSession, tokens: Tokens) {
  session.set("token", tokens.token);
  session.set("refreshToken", tokens.refreshToken);
  await commitSession(request, session);
  return tokens;
}

/**
 * The marketplace as seen by one request: calls carry the session's token; on a 401 the token is
 * refreshed once and the call retried; when the refresh fails the session ends and the user lands on
 * main with a notice (SPEC.md §4).
 */
export class Marketplace {
  private readonly requestId: string;

  constructor(
    private readonly request: Request,
    readonly session: PortalSession,
  ) {
    this.requestId = requestIdOf(request);
  }

  get<T>(path: string, options: CallOptions = {}) {
    return this.call<T>("GET", path, options);
  }
  post<T>(path: string, options: CallOptions = {}) {
    return this.call<T>("POST", path, options);
  }
  put<T>(path: string, options: CallOptions = {}) {
    return this.call<T>("PUT", path, options);
  }
  patch<T>(path: string, options: CallOptions = {}) {
    return this.call<T>("PATCH", path, options);
  }
  delete<T>(path: string, options: CallOptions = {}) {
    return this.call<T>("DELETE", path, options);
  }
  /**
   * A file of the marketplace's, its body unread: the page streams it to the browser (never its
   * address). `path` is a path of the services, or an absolute link its adapter has checked.
   */
  download(path: string, options: Pick<CallOptions, "ids"> = {}) {
    return this.call<Response>("GET", path, { ...options, raw: true, timeoutMs: TIMEOUTS.download });
  }

  async call<T>(method: Method, path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
    if (options.ids?.some((id) => id === undefined || id === null || id === "")) {
      return apiError(400, "Не указан идентификатор");
    }
    const token = this.session.get("token");
    const result = await send<T>(method, path, options, token, this.requestId);
    if (!token || result.error === false || result.status !== 401) return result;
    return send<T>(method, path, options, await this.freshToken(token), this.requestId);
  }

  /** A token newer than the one the marketplace refused: someone else's refresh, or our own. */
  private async freshToken(refused: string): Promise<string> {
    const current = () => this.session.get("token");
    if (current() !== refused) return current()!;
    const fresh = await renewal(refused, this.request, this.session);
    // The renewal stored it in this request's session already, or in another request's.
    if (current() !== refused) return current()!;
    if (fresh) return (await storePair(this.request, this.session, fresh)).token;
    throw await this.endSession();
  }

  /** Logout after a failed refresh: tokens, user, contracts and analytics go with the record. */
  private async endSession() {
    await destroySession(this.request, this.session);
    const notice = await getSession(new Request(this.request.url));
    notice.flash("toast", { type: "notice", text: "Сеанс завершён. Войдите снова." });
    return redirect("/", { headers: { "Set-Cookie": await commitSession(this.request, notice) } });
  }
}

export async function marketplace(request: Request) {
  return new Marketplace(request, await getSession(request));
}

/** The status of a page whose form the marketplace refused (4xx: the input) or failed (5xx: upstream). */
export const formErrorStatus = (error: ApiError) => (error.status >= 500 ? 502 : 400);
