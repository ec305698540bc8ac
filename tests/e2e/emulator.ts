import { DELIBERATE_HEADER, type Breach } from "../../emulator/breaches";
import { E2E } from "../../playwright.config";
import { marketplaceAs as marketplaceClient } from "../support/marketplace-as";

/** The emulator the browser tests run against, and its control endpoints (emulator/API.md "Test control"). */
export const EMULATOR_URL = `http://127.0.0.1:${E2E.emulatorPort}`;

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${EMULATOR_URL}/__emulator/${path}`, {
    method,
    headers: body ? { "Content-Type": "application/json" } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path}: ${response.status}`);
  return response.headers.get("Content-Type")?.includes("json") ? response.json() : null;
}

export const emulator = {
  reset: () => control("POST", "reset"),
  outbox: () =>
    control("GET", "outbox") as Promise<{ channel: string; to: string; code: string; sentAt: string; link?: string }[]>,
  /** The newest code sent to a phone (11 digits) or an e-mail. */
  lastCode: async (to: string) => {
    const message = (await emulator.outbox()).find((sent) => sent.to === to);
    if (!message) throw new Error(`no code was sent to ${to}`);
    return message.code;
  },
  /** The live codes of one phone or e-mail run out now (check-code answers 408). */
  expireCodes: (to: string) => control("POST", "expire-codes", { to }),
  addFault: (fault: {
    pathPrefix: string;
    status?: number;
    delayMs?: number;
    body?: string;
    requestId?: string;
    times?: number;
    cutAfterBytes?: number;
    /** The real answer broken against the contract (emulator/contract-answers.ts). */
    breaks?: "missing-required" | "wrong-type" | "truncated";
  }) => control("POST", "faults", fault),
  clearFaults: () => control("DELETE", "faults"),
  /** A buyer's new order to a company, made now. */
  placeOrder: (contractorId: number) =>
    control("POST", "orders", { contractorId }) as Promise<{ id: number; number: string }>,
  /** The calls the marketplace received, oldest first (the emulator's request log). */
  requests: () => control("GET", "requests") as Promise<LoggedRequest[]>,
  /** The calls one page request made: the portal sends its X-Request-Id along. */
  requestsOf: async (requestId: string) => (await emulator.requests()).filter((entry) => entry.requestId === requestId),
  /**
   * The contract breaches of the run so far, oldest first (the emulator runs strict: emulator/breaches.ts):
   * requests outside contract/marketplace.yaml and answers of the emulator's outside it.
   * global-teardown.ts fails the run on any.
   */
  breaches: () => control("GET", "breaches") as Promise<Breach[]>,
};

/**
 * Headers of a request a test sends the emulator broken on purpose, to see it refused: answered like
 * any other, but not a breach that fails the run (global-teardown.ts).
 */
export const DELIBERATELY_BROKEN = { [DELIBERATE_HEADER]: "1" };

/** Calls the suite's emulator as a demo user, as the portal would: for a test's own look at the data. */
export const marketplaceAs = (username: string) => marketplaceClient(EMULATOR_URL, username);

export type LoggedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  status: number;
  requestId: string | null;
  /** When the call came in, epoch ms. */
  startedAt: number;
};
