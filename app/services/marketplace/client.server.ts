import { randomUUID } from "node:crypto";
import { json, redirect } from "@remix-run/node";
import { request as undiciRequest } from "undici";
import { config } from "~/services/config.server";
import { budgetLeftMs, recordUpstream } from "~/services/request-record.server";
import {
  claimTokenRefresh,
  commitSession,
  destroySession,
  getSession,
  readStoredSession,
  type PortalSession,
} from "~/services/session/session.server";
import {
  addressViolation,
  readAnswer,
  type Answer,
  type AnyCallOptions,
  type HttpMethod,
  type OptionsArgument,
  type PathOf,
} from "./openapi.server";

/**
 * The one HTTP client of the marketplace services: base URL, bearer token, the site marker header,
 * per-call timeouts, one shared token refresh, and the result shape of a failed call (`ApiError`).
 * No other module calls `fetch`.
 */

/** What a failed call answers. Pages turn it into a notification or a field message. */
export type ApiError = {
  error: true;
  message: string;
  errorText: string;
  status: number;
  errorCode?: string;
};

export type ApiResult<T> = { error: false; status: number; data: T } | ApiError;

/**
 * A dictionary's items. One that fails to load is an empty list, never a broken page (SPEC §8);
 * `failed` lets a page say so where an empty list would leave the user stuck (docs/decisions/124).
 */
export type DictionaryItems<T> = { items: T[]; failed: boolean };

/**
 * What a form says when a dictionary it chooses from did not load: the list is empty, and what needs
 * a choice from it cannot be done yet.
 */
export const dictionaryNotLoaded = (what: string, cannot: string) =>
  `Не удалось загрузить ${what} из маркетплейса, поэтому ${cannot} сейчас нельзя. Обновите страницу чуть позже.`;

/** A dictionary call's answer as its items: an empty list, said to have failed, when the call failed. */
export const dictionaryItems = <T>(answer: ApiResult<{ items: T[] }>): DictionaryItems<T> =>
  answer.error ? { items: [], failed: true } : { items: answer.data.items, failed: false };

export const KNOWN_ERROR_CODES = ["element_notfound", "already_exists"] as const;

const UNKNOWN_ERROR = "Неизвестная ошибка";

export const TIMEOUTS = {
  /** Spreadsheet import: 10 minutes. */
  import: 600_000,
  /** Product create, edit and patch: 2 minutes. */
  product: 120_000,
  /** A file streamed through the portal, start to end. */
  download: 120_000,
} as const;

/** A file of the marketplace's: a path of the contract, or an absolute link its adapter has checked. */
export type FileLocation = PathOf<"get"> | CheckedLink;
/** An absolute link to a file of the marketplace's that an adapter has checked (see documents.server.ts). */
export type CheckedLink = string & { readonly checked: unique symbol };

type Tokens = { token: string; refreshToken: string };

export function apiError(status: number, errorText: string, message = errorText, errorCode?: string): ApiError {
  return { error: true, status, message, errorText, ...(errorCode ? { errorCode } : {}) };
}

/**
 * The error catalogue applied to an upstream error answer: 'Неизвестная ошибка' without a message,
 * the 408 and 404 texts.
 */
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

const isEmpty = (value: unknown) => value === undefined || value === null || value === "" || Number.isNaN(value);

/**
 * The address of a call: the contract's path with its parameters filled in, and the query without
 * empty values. Null when a parameter is missing: such a call answers 400 without a request.
 */
function buildUrl(template: string, { path, query }: AnyCallOptions) {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path?.[name];
    if (isEmpty(value)) missing = true;
    return encodeURIComponent(String(value));
  });
  if (missing) return null;
  const url = new URL(filled, config.marketplaceApiUrl);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (!isEmpty(value)) url.searchParams.set(key, String(value));
  }
  return url;
}

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * The id of the page request behind the calls: the one server/worker.ts gave it (or the client
 * sent), so the marketplace's log and the portal's line up for a support engineer and a test.
 */
function requestIdOf(request: Request) {
  const id = request.headers.get("X-Request-Id");
  return id && REQUEST_ID.test(id) ? id : randomUUID();
}

/** One call: the contract's path (or a checked file link), its options, and whether its body is a file to stream on. */
type Call = { method: HttpMethod; path: string; options: AnyCallOptions; raw?: boolean };

export const MALFORMED_ANSWER = "Сервис маркетплейса ответил некорректно. Попробуйте позже.";

/** Sends one request, noted in the page request's record (log line, Server-Timing, metrics). */
async function send<T>(call: Call, token?: string, requestId?: string): Promise<ApiResult<T>> {
  if (call.options.ids?.some((id) => id === undefined || id === null || id === "")) {
    return apiError(400, "Не указан идентификатор");
  }
  const checkedLink = call.raw && /^https?:/.test(call.path);
  const url = checkedLink ? new URL(call.path) : buildUrl(call.path, call.options);
  if (!url) return apiError(400, "Не указан идентификатор");
  const violation = checkedLink ? null : addressViolation(call.method, call.path, call.options);
  if (violation) {
    console.error(`[marketplace] ${call.method.toUpperCase()} ${call.path}: not sent, ${violation}`);
    return apiError(502, MALFORMED_ANSWER);
  }
  const started = performance.now();
  const result = await exchange<T>(call, url, token, requestId);
  recordUpstream(call.path, result.status, performance.now() - started);
  return result;
}

/**
 * Sends one request and turns whatever happens (timeout, refused connection, an answer that is not
 * JSON or not what the contract promises) into a result. Failures are logged with the call's path.
 */
async function exchange<T>(call: Call, url: URL, token?: string, requestId?: string): Promise<ApiResult<T>> {
  const { method, path, options } = call;
  const where = `[marketplace] ${method.toUpperCase()} ${path}`;
  const headers: Record<string, string> = { Accept: call.raw ? "*/*" : "application/json", "X-Site": "seller" };
  if (requestId) headers["X-Request-Id"] = requestId;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  // Imports, product saves and downloads have their own limits; any other call shares the page's deadline.
  const timeoutMs = options.timeoutMs ?? budgetLeftMs(config.marketplaceTimeoutMs);
  const signal = AbortSignal.timeout(timeoutMs);
  const verb = method.toUpperCase();
  let response: { ok: boolean; status: number; text(): Promise<string> };
  try {
    response =
      call.raw || options.form
        ? await fetch(url, { method: verb, headers, body, signal })
        : await jsonExchange(verb, url, headers, body as string | undefined, signal);
  } catch (cause) {
    const timedOut = signal.aborted;
    console.error(`${where}: ${timedOut ? `no answer in ${timeoutMs} ms` : String(cause)}`);
    return timedOut
      ? apiError(504, "Сервис маркетплейса не ответил вовремя. Попробуйте ещё раз.")
      : apiError(503, "Сервис маркетплейса временно недоступен. Попробуйте позже.");
  }
  if (call.raw && response.ok) return { error: false, status: response.status, data: response as T };
  // An answer broken off mid-body is as useless as a malformed one.
  const raw = await response.text().catch(() => null);
  if (raw === null) {
    console.error(`${where}: ${response.status}, the body broke off`);
    return apiError(502, MALFORMED_ANSWER);
  }
  if (!response.ok) {
    if (response.status >= 500) console.error(`${where}: ${response.status}`);
    return toApiError(response.status, parsedOrNull(raw));
  }
  // What the contract does not promise the portal cannot use: a half-read answer would show a wrong page.
  const answer = readAnswer(method, path, response.status, raw);
  if (answer.violation !== undefined) {
    console.error(`${where}: ${response.status} with ${answer.violation}`);
    return apiError(502, MALFORMED_ANSWER);
  }
  return { error: false, status: response.status, data: answer.value as T };
}

/** An error answer's body, when it is JSON: the error catalogue reads what it can of it. */
function parsedOrNull(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * A JSON call through undici's own client rather than `fetch`: the same connection pool without
 * the WHATWG Request, Response and stream objects, about a third of a page's upstream cost
 * (docs/decisions/023). Files and uploads keep `fetch`, whose Response the pages stream on.
 */
async function jsonExchange(
  method: string,
  url: URL,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal,
) {
  // The page's deadline is the signal's: undici's own header and body timers would be two more per call.
  const answer = await undiciRequest(url, {
    method: method as "GET",
    headers,
    body,
    signal,
    headersTimeout: 0,
    bodyTimeout: 0,
  });
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
  const result = await send<Answer<"post", "/suppliers-users/auth/token/refresh">>({
    method: "post",
    path: "/suppliers-users/auth/token/refresh",
    options: { body: { refresh_token: refreshToken } },
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
 * main with a notice.
 */
export class Marketplace {
  private readonly requestId: string;

  constructor(
    private readonly request: Request,
    readonly session: PortalSession,
  ) {
    this.requestId = requestIdOf(request);
  }

  get<P extends PathOf<"get">>(path: P, ...[options]: OptionsArgument<"get", P>) {
    return this.call<Answer<"get", P>>({ method: "get", path, options: (options ?? {}) as AnyCallOptions });
  }
  post<P extends PathOf<"post">>(path: P, ...[options]: OptionsArgument<"post", P>) {
    return this.call<Answer<"post", P>>({ method: "post", path, options: (options ?? {}) as AnyCallOptions });
  }
  put<P extends PathOf<"put">>(path: P, ...[options]: OptionsArgument<"put", P>) {
    return this.call<Answer<"put", P>>({ method: "put", path, options: (options ?? {}) as AnyCallOptions });
  }
  patch<P extends PathOf<"patch">>(path: P, ...[options]: OptionsArgument<"patch", P>) {
    return this.call<Answer<"patch", P>>({ method: "patch", path, options: (options ?? {}) as AnyCallOptions });
  }
  delete<P extends PathOf<"delete">>(path: P, ...[options]: OptionsArgument<"delete", P>) {
    return this.call<Answer<"delete", P>>({ method: "delete", path, options: (options ?? {}) as AnyCallOptions });
  }
  /**
   * A file of the marketplace's, its body unread: the page streams it to the browser (never its
   * address). `location` is a path of the contract, or an absolute link its adapter has checked.
   */
  download(location: FileLocation, path?: AnyCallOptions["path"]) {
    return this.call<Response>({
      method: "get",
      path: location,
      options: { path, timeoutMs: TIMEOUTS.download },
      raw: true,
    });
  }

  private async call<T>(call: Call): Promise<ApiResult<T>> {
    const token = this.session.get("token");
    const result = await send<T>(call, token, this.requestId);
    if (!token || result.error === false || result.status !== 401) return result;
    return send<T>(call, await this.freshToken(token), this.requestId);
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
    notice.flash("toast", { type: "notice", text: SESSION_ENDED_TEXT });
    return redirect("/", { headers: { "Set-Cookie": await commitSession(this.request, notice) } });
  }
}

/** What the user is told when the marketplace refused the session's tokens and the portal signed it out. */
export const SESSION_ENDED_TEXT = "Сеанс завершён. Войдите снова.";

export async function marketplace(request: Request) {
  return new Marketplace(request, await getSession(request));
}

/**
 * The marketplace's element_notfound: what the page asks for does not exist (or is not the caller's), so
 * the page is a 404. Any other failure, a 404 without that code among them, is the marketplace's.
 */
export const isMissing = (error: ApiError) => error.status === 404 && error.errorCode === "element_notfound";

/** What a page throws when the marketplace failed it: 502 with the Russian reason, which the error page shows. */
export const upstreamFailure = (error: ApiError) => json({ message: error.errorText }, { status: 502 });

/**
 * The status of a page that shows the marketplace's refusal with its own 4xx, but never 408: a
 * browser takes a 408 for its connection timing out and sends the same post again, unseen (an
 * expired code came back as two to seven posts, and the page never showed its message).
 */
export const refusalStatus = (status: number) => (status === 408 ? 400 : status);

/** The status of a page whose form the marketplace refused (4xx: the input) or failed (5xx: upstream). */
export const formErrorStatus = (error: ApiError) => (error.status >= 500 ? 502 : 400);
