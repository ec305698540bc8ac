import pino from "pino";
import { config } from "./config.server";
import { currentRecord } from "./request-record.server";

/**
 * The portal's log line (docs/decisions/084): JSON with its `level`, its time and the id of the
 * request it belongs to (`requestId`, null outside a request), to standard output or `LOG_FILE`.
 * What a line must never carry is cut out twice: by key (tokens, codes, passwords, cookies, query
 * strings) and, for text, by shape (a URL's query, a bearer token). The server's primary process
 * logs with it too, before any app is loaded.
 */

const SECRET_KEYS = [
  "token",
  "refreshToken",
  "refresh_token",
  "password",
  "passwordConfirm",
  "oldPassword",
  "code",
  "apiKey",
  "authorization",
  "cookie",
  "query",
  "search",
];

const QUERY = /(\/[^\s?"'`]*)\?[^\s"'`]*/g;
const BEARER = /(Bearer\s+)[\w.~+/=-]+/gi;

/** Text as it may be logged: a URL or path keeps its path, never its query; a bearer token is cut out. */
export function scrubbed(text: string) {
  return text.replace(QUERY, "$1?[redacted]").replace(BEARER, "$1[redacted]");
}

/** A logger with the portal's line format; `sync` for the few lines a process writes before it serves. */
export function createLog({ sync }: { sync: boolean }) {
  const destination = pino.destination({ dest: config.LOG_FILE ?? 1, sync, mkdir: true });
  // Whatever is still buffered goes out before the process ends.
  if (!sync) process.once("exit", () => destination.flushSync());
  return pino(
    {
      level: config.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => ({ requestId: currentRecord()?.requestId ?? null }),
      redact: {
        paths: [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), ...SECRET_KEYS.map((key) => `*.*.${key}`)],
        censor: "[redacted]",
      },
      hooks: {
        // A message's text and an error's message are scrubbed like any text the portal logs.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? scrubbed(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
      serializers: {
        err: (error: Error) => ({ ...pino.stdSerializers.err(error), message: scrubbed(error.message) }),
      },
    },
    destination,
  );
}
