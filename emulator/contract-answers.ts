/**
 * The emulator's answers against the marketplace's contract (contract/marketplace.yaml): strict mode
 * (EMULATOR_STRICT=1) drops every field the contract does not define and then holds what is left to
 * the contract (an answer still outside it is the emulator's own defect, a breach), and a fault can
 * break a real answer on purpose, so the portal's handling of a malformed answer can be tested.
 */
import { readFileSync } from "node:fs";
import { MarketplaceContract, type ContractOperation, type Violation } from "../contract/contract";
import { Reply } from "./server/reply";

/** How a fault breaks an answer: a required field left out, a required field of another type, the JSON cut short. */
export const BREAKAGES = ["missing-required", "wrong-type", "truncated"] as const;
export type Breakage = (typeof BREAKAGES)[number];

/** Marks an answer a fault made, so the emulator's own contract tests do not hold it to the contract. */
export const FAULT_HEADER = "x-emulator-fault";

let loaded: MarketplaceContract | undefined;
/** The contract, read and parsed once per process, on first use. */
export const contract = () =>
  (loaded ??= MarketplaceContract.parse(
    readFileSync(new URL("../contract/marketplace.yaml", import.meta.url), "utf8"),
  ));

const isJson = (reply: Reply) => reply.headers["content-type"]?.includes("json") ?? false;

function jsonOf(reply: Reply): unknown {
  if (!isJson(reply)) return undefined;
  return JSON.parse(String(reply.body));
}

const withBody = (reply: Reply, body: string, headers: Record<string, string> = {}) =>
  new Reply(reply.status, body, { ...reply.headers, ...headers });

/** Strict mode: the answer without what the contract does not define for it. */
export function trimmedToContract(found: ContractOperation, reply: Reply): Reply {
  const schema = contract().answerSchema(found, reply.status);
  const body = schema && jsonOf(reply);
  return body === undefined ? reply : withBody(reply, JSON.stringify(contract().strip(schema!, body)));
}

/**
 * Strict mode, after the trimming: what in the answer still breaks the contract (every keyword: a
 * missing required field, a wrong type, a bad format or pattern, a status the operation does not
 * describe), or null. A file (an answer that is not JSON) is held only to its status.
 */
export function answerViolation(found: ContractOperation, reply: Reply): Violation | null {
  const { status } = reply;
  const described =
    String(status) in found.operation.responses || (status >= 400 && "default" in found.operation.responses);
  if (!described) return `the status ${status} is not an answer the contract describes`;
  if (!isJson(reply)) return null;
  if (!contract().answerSchema(found, status))
    return `the answer ${status} is JSON, which the contract does not describe`;
  let body: unknown;
  try {
    body = jsonOf(reply);
  } catch {
    return "the body is not JSON";
  }
  return contract().check(found, status, body, "strict");
}

/** A real answer broken against the contract: its first required field left out or of another type, or cut short. */
export function brokenAnswer(found: ContractOperation | undefined, reply: Reply, breakage: Breakage): Reply {
  const mark = { [FAULT_HEADER]: breakage };
  const text = String(reply.body);
  const schema = found && contract().answerSchema(found, reply.status);
  const body = schema && jsonOf(reply);
  const [field] = schema ? contract().requiredFields(schema) : [];
  if (breakage === "truncated" || !field || body === null || typeof body !== "object") {
    return withBody(reply, text.slice(0, Math.floor(text.length / 2)), mark);
  }
  const broken = { ...(body as Record<string, unknown>) };
  if (breakage === "missing-required") delete broken[field];
  else broken[field] = typeof broken[field] === "string" ? 12345 : "не то";
  return withBody(reply, JSON.stringify(broken), mark);
}
