import { json } from "@remix-run/node";
import { record, refusal } from "~/services/access/abuse.server";
import { mayOpen } from "~/services/access/guards.server";
import { config } from "~/services/config.server";
import { marketplace, SESSION_ENDED_TEXT } from "~/services/marketplace/client.server";
import { orders } from "~/services/marketplace/orders.server";
import { getSession, sharedRecords } from "~/services/session/session.server";
import { viewerOf, type Viewer } from "~/services/session/viewer.server";

/**
 * The header's count of new orders (docs/decisions/102): how much the contract's `all` in
 * `GET /suppliers-orders/personal/stats/status` grew since this user last opened the orders list under
 * it. Both figures live in the shared store (SQLite on one machine, Redis across instances):
 * - the contract's last counts, refreshed by at most one page draw or poll per contract in
 *   ORDER_COUNTS_REFRESH_S, whatever the number of tabs, users and instances (a claim of that length);
 * - what each user saw, per contract, kept a year so it outlives signing out.
 */

/** The contract's last `all`, and when it was asked. */
type ContractCounts = { all: number; at: number };
/** The `all` a user saw when they last opened the orders list under a contract. */
type Seen = { all: number };

const KEEP_COUNTS_MS = 24 * 60 * 60 * 1000;
const KEEP_SEEN_MS = 365 * 24 * 60 * 60 * 1000;

const countsKey = (contractId: number) => `orders:counts:${contractId}`;
const refreshKey = (contractId: number) => `orders:counts-refresh:${contractId}`;
const seenKey = (userId: number, contractId: number) => `orders:seen:${userId}:${contractId}`;
const later = (ms: number) => new Date(Date.now() + ms);

/** The user's active contract, when their role may see its orders (the guard table's "orders" rule). */
function watchedContract(viewer: Viewer | null, request: Request) {
  return viewer?.activeContractId && mayOpen(viewer, "orders", { request }) ? viewer.activeContractId : null;
}

async function storeCounts(contractId: number, all: number) {
  await sharedRecords.update(
    countsKey(contractId),
    { all, at: Date.now() } satisfies ContractCounts,
    later(KEEP_COUNTS_MS),
  );
}

/**
 * The contract's counts: the kept ones while fresh, else asked of the marketplace by whoever takes the
 * refresh first; the others, and everyone while a failed call's window lasts, read the kept ones.
 */
async function contractCounts(request: Request, contractId: number): Promise<ContractCounts | null> {
  const kept = (await sharedRecords.read(countsKey(contractId))) as ContractCounts | null;
  const refreshMs = config.ORDER_COUNTS_REFRESH_S * 1000;
  if (kept && Date.now() - kept.at < refreshMs) return kept;
  // Never given back: the claim running out is what lets the next call through.
  if (!(await sharedRecords.claim(refreshKey(contractId), refreshMs))) return kept;
  const counted = await orders.counts(await marketplace(request));
  const all = counted.error ? undefined : counted.data.all;
  if (typeof all !== "number" || !Number.isSafeInteger(all) || all < 0) return kept;
  await storeCounts(contractId, all);
  return { all, at: Date.now() };
}

/**
 * How many orders came in since the viewer last opened the orders list under their active contract;
 * null when their role may not see orders, they have no contract, or no count was ever had. The first
 * count a user gets is where they start from: 0.
 */
export async function newOrdersCount(request: Request, viewer: Viewer | null): Promise<number | null> {
  const contractId = watchedContract(viewer, request);
  if (!contractId || !viewer) return null;
  const [counts, seen] = (await Promise.all([
    contractCounts(request, contractId),
    sharedRecords.read(seenKey(viewer.id, contractId)),
  ])) as [ContractCounts | null, Seen | null];
  if (!counts) return null;
  if (!seen) {
    await rememberSeen(viewer.id, contractId, counts.all);
    return 0;
  }
  return Math.max(0, counts.all - seen.all);
}

/**
 * The orders list was opened under the viewer's active contract and showed `all` orders: that is what the user has
 * seen, and the contract's freshest count for everyone.
 */
export async function markOrdersSeen(request: Request, viewer: Viewer, all: number) {
  const contractId = watchedContract(viewer, request);
  if (contractId) await Promise.all([rememberSeen(viewer.id, contractId, all), storeCounts(contractId, all)]);
}

function rememberSeen(userId: number, contractId: number, all: number) {
  return sharedRecords.update(seenKey(userId, contractId), { all } satisfies Seen, later(KEEP_SEEN_MS));
}

const NOT_CACHED = { "Cache-Control": "private, no-store" };

/**
 * The polling route's answer: `{ count }` (null: nothing to show), 401 `{ message }` when the session
 * has ended (the page then stops asking), 429 past a fair rate per session.
 */
export async function answerNewOrdersCount(request: Request) {
  const session = await getSession(request);
  const viewer = viewerOf(session);
  if (!viewer) return json({ message: SESSION_ENDED_TEXT }, { status: 401, headers: NOT_CACHED });
  const refused = await refusal("poll", request, session.id);
  if (refused) return json({ message: refused }, { status: 429, headers: NOT_CACHED });
  await record("poll", request, session.id);
  try {
    return json({ count: await newOrdersCount(request, viewer) }, { headers: NOT_CACHED });
  } catch (thrown) {
    // The marketplace refused the session's tokens: the client signed the session out (a redirect).
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return json({ message: SESSION_ENDED_TEXT }, { status: 401, headers: { ...NOT_CACHED, ...setCookieOf(thrown) } });
    }
    throw thrown;
  }
}

const setCookieOf = (response: Response): Record<string, string> => {
  const cookie = response.headers.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : {};
};
