import { format } from "node:util";
import { createLog, scrubbed } from "./log-lines.server";

/** The app's log: lines as log-lines.server.ts shapes them, written without blocking the event loop. */
export const log = createLog({ sync: false });

/**
 * What modules and libraries write with `console` becomes log lines too (their level by the method,
 * the request id, the scrubbing), so nothing reaches the output as loose text.
 */
export function routeConsoleToLog() {
  const line =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = scrubbed(format(...args.filter((arg) => arg !== error)));
      if (error) log[level]({ err: error }, text);
      else log[level](text);
    };
  console.log = console.info = line("info");
  console.warn = line("warn");
  console.error = line("error");
}
