/**
 * Requests against the marketplace's contract (contract/marketplace.yaml), as the marketplace's gateway
 * reads them before any service does: the strict emulator (EMULATOR_STRICT=1) answers a request
 * outside the contract 400 and records the breach (breaches.ts). Only calls the contract describes are
 * read; the emulator's own control calls and paths the contract does not have are not.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { ContractOperation, Violation } from "../contract/contract";
import { contract } from "./contract-answers";
import type { ParsedBody } from "./server/body";
import { HttpError } from "./server/errors";

/** The operation a request is, found by its own path (`/users/5/session`), or undefined. */
export const operationOf = (method: string, path: string): ContractOperation | undefined =>
  contract().match(method, path);

/** The values of the template's `{name}` segments, paired with the request path's segments. */
export function pathParameters(found: ContractOperation, path: string): Record<string, string> {
  const template = found.path.split("/");
  const segments = path.split("/");
  const values: Record<string, string> = {};
  template.forEach((part, index) => {
    if (!part.startsWith("{")) return;
    const raw = segments[index] ?? "";
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a malformed %-escape stays as sent: its pattern, if any, says what is wrong with it
    }
    values[part.slice(1, -1)] = value;
  });
  return values;
}

/** What in the request breaks the contract (path, query and header parameters, then the body), or null. */
export function requestViolation(
  found: ContractOperation,
  request: { path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: ParsedBody },
): Violation | null {
  return contract().requestViolation(found, {
    path: pathParameters(found, request.path),
    // Raw names: list queries are `sort[0][field]`, as the contract names them.
    query: Object.fromEntries(request.query),
    headers: request.headers,
    body: request.body.body,
    formFields: request.body.form ? [...new Set(request.body.form.keys())] : undefined,
  });
}

/** The gateway's answer to a request outside the contract: 400 in the error shape, the violation after a Russian lead. */
export const contractRefusal = (violation: Violation) =>
  new HttpError(400, `Запрос не соответствует контракту: ${violation}`, "validation");
