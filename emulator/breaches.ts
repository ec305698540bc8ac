/**
 * Contract breaches the strict emulator (EMULATOR_STRICT=1) saw: a request outside the marketplace's
 * contract (the portal's defect, answered 400 as the marketplace's gateway would) or an answer of the
 * emulator's own that breaks it (the emulator's defect). Each is printed to the emulator's log as it
 * happens and kept for `GET /__emulator/breaches`, which the browser suite reads after every run
 * (tests/e2e/global-teardown.ts) and fails on.
 */

/** A request the test sends broken on purpose (to see the emulator refuse it): its breach is not kept. */
export const DELIBERATE_HEADER = "x-emulator-deliberate";

export interface Breach {
  /** `request`: the caller sent what the contract does not allow; `answer`: the emulator answered so. */
  kind: "request" | "answer";
  method: string;
  /** The request's path, without its query. */
  path: string;
  /** The contract's operation the call is (its operationId). */
  operationId: string;
  /** The first place that breaks the contract, in the words of contract/contract.ts. */
  violation: string;
  /** The status answered: 400 for a refused request, the emulator's own for an answer. */
  status: number;
  /** The caller's X-Request-Id (the portal sends its page request's), or null. */
  requestId: string | null;
  /** When, ISO 8601. */
  at: string;
}

/** Enough to show what went wrong in any run; later ones are printed, not kept, so a loop cannot grow memory. */
const BREACH_LIMIT = 1_000;

export class BreachLog {
  private breaches: Breach[] = [];

  constructor(private readonly print: (line: string) => void) {}

  add(breach: Breach): void {
    this.print(describeBreach(breach));
    if (this.breaches.length < BREACH_LIMIT) this.breaches.push(breach);
  }

  /** Oldest first. */
  list(): Breach[] {
    return [...this.breaches];
  }

  /** Empties the log; answers how many it held. */
  clear(): number {
    const count = this.breaches.length;
    this.breaches = [];
    return count;
  }
}

/** One line: what broke, where, and the request id that finds the page in the portal's log. */
export function describeBreach(breach: Breach): string {
  const who = breach.kind === "request" ? "a request outside the contract" : "an answer outside the contract";
  return (
    `[emulator] contract breach, ${who}: ${breach.method} ${breach.path} (${breach.operationId}) → ${breach.status}: ` +
    `${breach.violation}; X-Request-Id ${breach.requestId ?? "none"}`
  );
}
