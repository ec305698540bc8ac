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

const SECRETS = new Set(SECRET_KEYS);
const CENSOR = "[redacted]";
/** How deep a secret is looked for: the line's own field, or under one or two objects. */
const SECRET_DEPTH = 3;

/**
 * The fields with every value under a secret's key replaced, at up to SECRET_DEPTH levels (arrays
 * counted as objects, a buffer's bytes not walked); copied only where something is replaced, never
 * changed in place. One walk of the line instead of pino's `redact`, which parsed its 36 paths again
 * for every field of every line: 6–8 µs a request line against 36–40 (docs/decisions/113).
 */
export function withoutSecrets<T extends object>(fields: T, depth = 1): T {
  let copy: Record<string, unknown> | undefined;
  for (const key in fields) {
    if (!Object.hasOwn(fields, key)) continue;
    const value: unknown = fields[key];
    const kept = SECRETS.has(key)
      ? CENSOR
      : depth < SECRET_DEPTH && value !== null && typeof value === "object" && !ArrayBuffer.isView(value)
        ? withoutSecrets(value, depth + 1)
        : value;
    if (kept === value) continue;
    copy ??= (Array.isArray(fields) ? [...fields] : { ...fields }) as Record<string, unknown>;
    copy[key] = kept;
  }
  return (copy ?? fields) as T;
}

/**
 * An error's type, message, stack and own fields; its message and stack scrubbed like any text (the
 * stack's first line repeats the message).
 */
function withPlainError(fields: Record<string, unknown>) {
  const { err } = fields;
  if (!(err instanceof Error)) return fields;
  // pino's serializer gives both as text, an empty stack when the error has none.
  const plain = pino.stdSerializers.err(err);
  return { ...fields, err: { ...plain, message: scrubbed(plain.message), stack: scrubbed(plain.stack) } };
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
      mixin: () => ({ requestId: currentRecord()?.requestId ?? null }),
      // Errors are made plain fields first, so their own keys (a `code`, a `cause`) are looked at too.
      formatters: { level: (label) => ({ level: label }), log: (fields) => withoutSecrets(withPlainError(fields)) },
      hooks: {
        // A message's text and an error's message are scrubbed like any text the portal logs.
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? scrubbed(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
      // `err` is made plain above; pino's own serializer would take that for a new error ("Object").
      serializers: { err: (plain: unknown) => plain },
    },
    destination,
  );
}
