import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one request did, for its log line, its `Server-Timing` header and the metrics
 * (docs/decisions/016, 087). The server (server/worker.ts) opens a record per request with
 * `runWithRecord`, reached through the build's entry module (app/entry.server.tsx re-exports it),
 * so the server and the app share this one storage, typed, without a global.
 */
export type UpstreamCall = { service: string; status: number; ms: number };
/** How a request was answered, as the server sends it: the status and where a redirect leads. */
export type Answer = { status: number; location: string | null };
export type RequestRecord = {
  startedAt: number;
  /** The request's X-Request-Id, on every log line written for it. */
  requestId?: string;
  routeId?: string;
  /** Answered from the visitor page cache (server/visitor-page-cache.ts). */
  cached?: boolean;
  /**
   * The page may be kept this long by the server's own visitor cache, though it tells browsers and
   * proxies nothing: see `keepForVisitors` (app/services/page-cache.server.ts).
   */
  keepForVisitorsSeconds?: number;
  upstream: UpstreamCall[];
  /** Called by the server once the answer is sent: what the app must remember of it (a form's key). */
  onAnswer?: (answer: Answer) => void | Promise<void>;
};

const records = new AsyncLocalStorage<RequestRecord>();

export const currentRecord = () => records.getStore();

/** Serves one request (`serve`) with its record open: what the app notes goes there. */
export const runWithRecord = <T>(record: RequestRecord, serve: () => T) => records.run(record, serve);

/** A marketplace call of the current request: its service (the path's first segment), status and time. */
export function recordUpstream(path: string, status: number, ms: number) {
  currentRecord()?.upstream.push({ service: path.split("/")[1] ?? "", status, ms });
}

/**
 * What is left of the current request's budget for its marketplace calls: one deadline for the whole
 * page, counted from its arrival, however many calls it makes (docs/decisions/082). Outside a
 * request (the background look at the marketplace) a call has the whole budget.
 */
export function budgetLeftMs(budgetMs: number) {
  const record = currentRecord();
  return record ? Math.max(0, Math.ceil(record.startedAt + budgetMs - performance.now())) : budgetMs;
}

/** `Server-Timing` for the current request: the marketplace's share and the whole. */
export function serverTiming() {
  const record = currentRecord();
  if (!record) return null;
  const upstreamMs = record.upstream.reduce((sum, call) => sum + call.ms, 0);
  return [
    `upstream;dur=${upstreamMs.toFixed(1)};desc="${record.upstream.length} calls"`,
    `total;dur=${(performance.now() - record.startedAt).toFixed(1)}`,
  ].join(", ");
}
