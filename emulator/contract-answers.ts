/**
 * The emulator's answers against the marketplace's contract (contract/marketplace.yaml): strict mode
 * (EMULATOR_STRICT=1) drops every field the contract does not define, and a fault can break a real
 * answer on purpose, so the portal's handling of a malformed answer can be tested.
 */
import { readFileSync } from "node:fs";
import { MarketplaceContract } from "../contract/contract";
import { Reply } from "./server/reply";

/** How a fault breaks an answer: a required field left out, a required field of another type, the JSON cut short. */
export const BREAKAGES = ["missing-required", "wrong-type", "truncated"] as const;
export type Breakage = (typeof BREAKAGES)[number];

/** Marks an answer a fault made, so the emulator's own contract tests do not hold it to the contract. */
export const FAULT_HEADER = "x-emulator-fault";

let loaded: MarketplaceContract | undefined;
const contract = () =>
  (loaded ??= MarketplaceContract.parse(
    readFileSync(new URL("../contract/marketplace.yaml", import.meta.url), "utf8"),
  ));

function jsonOf(reply: Reply): unknown {
  if (!reply.headers["content-type"]?.includes("json")) return undefined;
  return JSON.parse(String(reply.body));
}

const withBody = (reply: Reply, body: string, headers: Record<string, string> = {}) =>
  new Reply(reply.status, body, { ...reply.headers, ...headers });

/** The schema of this answer of the route, when the contract describes it. */
function schemaOf(method: string, pattern: string, status: number) {
  const found = contract().find(method, pattern);
  return found && contract().answerSchema(found, status);
}

/** Strict mode: the answer without what the contract does not define for it. */
export function trimmedToContract(method: string, pattern: string, reply: Reply): Reply {
  const schema = schemaOf(method, pattern, reply.status);
  const body = schema && jsonOf(reply);
  return body === undefined ? reply : withBody(reply, JSON.stringify(contract().strip(schema!, body)));
}

/** A real answer broken against the contract: its first required field left out or of another type, or cut short. */
export function brokenAnswer(method: string, pattern: string, reply: Reply, breakage: Breakage): Reply {
  const mark = { [FAULT_HEADER]: breakage };
  const text = String(reply.body);
  const schema = schemaOf(method, pattern, reply.status);
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
