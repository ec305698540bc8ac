import { MarketplaceContract } from "../../../contract/contract";
import type { components, paths } from "../../../contract/marketplace.types";
import contractText from "../../../contract/marketplace.yaml?raw";

/**
 * The marketplace's contract (contract/marketplace.yaml) as the client uses it: the types of every
 * call's parameters, body and answer, generated from the contract (docs/decisions/060), and the
 * check of every answer against it at run time.
 */

/** A schema of the contract by name: `Schema<"Product">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

/** A shared request body of the contract by name, as JSON: `SharedBody<"OrderFilter">`. */
export type SharedBody<Name extends keyof components["requestBodies"]> =
  components["requestBodies"][Name]["content"]["application/json"];

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** The contract's paths that take this method, as it writes them (`/suppliers-users/users/{id}`). */
export type PathOf<Method extends HttpMethod> = {
  [Path in keyof paths]: [NonNullable<paths[Path][Method]>] extends [never] ? never : Path;
}[keyof paths];

type OperationOf<Method extends HttpMethod, Path extends PathOf<Method>> = NonNullable<paths[Path][Method]>;

type JsonOf<Response> = Response extends { content: { "application/json": infer Body } } ? Body : never;
type Responses<Operation> = Operation extends { responses: infer Answers } ? Answers : never;
type Success = 200 | 201 | 202 | 204;

/** What a call answers when it succeeds: the union of its 2xx answers. */
export type AnswerOf<Operation> = JsonOf<Responses<Operation>[Extract<keyof Responses<Operation>, Success>]>;

type Parameters<Operation> = Operation extends { parameters: infer All } ? All : never;
type PathParameters<Operation> = Parameters<Operation> extends { path: infer Values } ? Values : never;
type RequestBody<Operation> = Operation extends { requestBody?: infer Body } ? NonNullable<Body> : never;

/** An id the page may not have: such a call answers 400 without a request. */
type Maybe<Values> = { [Name in keyof Values]: Values[Name] | null | undefined };

type PathOption<Operation> = [PathParameters<Operation>] extends [never]
  ? { path?: never }
  : { path: Maybe<PathParameters<Operation>> };
type QueryOption<Operation> =
  Parameters<Operation> extends { query: infer Query }
    ? { query: Query }
    : Parameters<Operation> extends { query?: infer Query }
      ? [Query] extends [never | undefined]
        ? { query?: never }
        : { query?: Query }
      : { query?: never };
type BodyOption<Operation> = [RequestBody<Operation>] extends [never]
  ? { body?: never; form?: never }
  : RequestBody<Operation> extends { content: { "multipart/form-data": unknown } }
    ? { form: FormData; body?: never }
    : { body: JsonOf<RequestBody<Operation>>; form?: never };

export type CallOptions<Operation> = PathOption<Operation> &
  QueryOption<Operation> &
  BodyOption<Operation> & {
    timeoutMs?: number;
    /** Ids the body carries: when one is missing the call answers 400 without a request. */
    ids?: unknown[];
  };

/** The options of a call, optional when it needs none. */
export type OptionsArgument<Method extends HttpMethod, Path extends PathOf<Method>> =
  object extends CallOptions<OperationOf<Method, Path>>
    ? [options?: CallOptions<OperationOf<Method, Path>>]
    : [options: CallOptions<OperationOf<Method, Path>>];

export type Answer<Method extends HttpMethod, Path extends PathOf<Method>> = AnswerOf<OperationOf<Method, Path>>;

/** The options as the client handles them at run time, whatever the call. */
export type AnyCallOptions = {
  path?: Record<string, string | number | boolean | null | undefined>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  form?: FormData;
  timeoutMs?: number;
  ids?: unknown[];
};

let contract: MarketplaceContract | undefined;

/** Parsed on the first call, not at start: most processes that import the client never check an answer. */
export function marketplaceContract() {
  contract ??= MarketplaceContract.parse(contractText);
  return contract;
}

/** The contract's operation of a call the portal makes; a call it does not describe is a defect of the portal's. */
function operationOf(method: HttpMethod, path: string) {
  const found = marketplaceContract().find(method, path);
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in contract/marketplace.yaml`);
  return found;
}

/**
 * Whether the values a call puts into its address (path and query) are what the contract allows:
 * null, or what is wrong. Such a value often comes from an earlier answer (a company's INN into
 * contracts/by_inn/{inn}): a wrong one is not sent, since the marketplace would refuse it anyway.
 */
export function addressViolation(method: HttpMethod, path: string, values: Pick<AnyCallOptions, "path" | "query">) {
  return marketplaceContract().parametersViolation(operationOf(method, path), ["path", "query"], values);
}

export type ReadAnswer = { value: unknown; violation?: never } | { violation: string; value?: never };

const isObject = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A successful answer as the portal reads it: tolerantly (docs/decisions/094). Only what the
 * contract requires, with its JSON type, is held to it; a value's format is checked where it is used.
 * An answer the portal reads nothing of (a "done") may be empty or not even JSON.
 */
export function readAnswer(method: HttpMethod, path: string, status: number, text: string): ReadAnswer {
  const found = operationOf(method, path);
  let value: unknown;
  let notJson = false;
  try {
    value = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    notJson = true;
  }
  if (marketplaceContract().readsNothing(found, status)) return { value: isObject(value) ? value : {} };
  if (notJson) return { violation: "a body that is not JSON" };
  if (value === undefined) return { violation: "an empty body" };
  const violation = marketplaceContract().check(found, status, value, "tolerant");
  return violation ? { violation: `an answer that breaks the contract: ${violation}` } : { value };
}
