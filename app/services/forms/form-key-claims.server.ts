import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { json, redirect } from "@remix-run/node";
import { record as recordAbuse, refusal as abuseRefusal } from "~/services/access/abuse.server";
import { randomToken } from "~/services/random-tokens.server";
import { currentRecord } from "~/services/request-record.server";
import { getSession, sharedRecords, signingSecret } from "~/services/session/session.server";
import { flashToast, notedToast, type ToastMessage } from "~/services/session/toast.server";
import { FORM_KEY_FIELD, FORM_KEY_SEPARATOR } from "~/utils/form-key";

/**
 * One-time form keys (docs/decisions/061): a form that changes something upstream carries a key, so
 * the same form sent twice (a double press, a page that seemed stuck, a reload that resends the POST)
 * makes one upstream write and both sends get the first answer.
 *
 * A key is `seed~nonce~form`:
 * - the seed comes with every page from the root loader, signed with the cookie secret: it names the
 *   user the page was for (0 for a visitor), the company and contract they worked under (their
 *   workplace, checked by kept-form-store.server.ts) and when it was made. A document's seed is the same for
 *   an hour, so that a page kept for reuse (the visitor cache, a 304 to its ETag) is the same page;
 *   the root's data read again after a send (with JavaScript) gets a random one;
 * - the nonce is the page's CSP nonce, fresh in every document, also one the visitor cache gives out:
 *   it makes a document's keys its own, and stays the same while the page's script navigates;
 * - the form is the form's id on the page.
 * A key whose seed is not ours, is too old or names another user is refused like any forged post.
 *
 * The first send of a key claims it where the sessions are (SQLite, or the shared Redis), so every
 * worker and instance agrees. A redirect it answers with is remembered for 30 minutes with the
 * notification it flashed; a send of the same key gets that redirect and notification again, after
 * waiting if the first is still running. An answer that is not a redirect (a refusal, a page with
 * messages) is not remembered: the same key may then be sent again. The same key with another body
 * is refused.
 */

/**
 * A page left open all day, and the night: its forms still send. An older page's form (a tab left
 * open over a weekend) is kept and its page drawn again, filled (kept-form-store.server.ts).
 */
const SEED_MAX_AGE_MS = 48 * 60 * 60 * 1000;
/** How long the seed of a document stays the same. */
const DOCUMENT_SEED_PERIOD_MS = 60 * 60 * 1000;
/** How long a first answer is remembered. */
const REMEMBER_MS = 30 * 60 * 1000;
/** The longest a first send may take (a product's save: 120 s), and a little more. */
const RUNNING_MS = 130 * 1000;
const WAIT_STEP_MS = 150;
/** A remembered answer is a redirect and a notification: a few hundred bytes, never more than this. */
const MAX_ANSWER_BYTES = 4096;

export const FORM_KEY_REFUSALS = {
  forged: "Форма пришла повреждённой или устарела. Откройте страницу и отправьте форму ещё раз.",
  otherBody:
    "Эта форма уже отправлена с другими данными. Откройте страницу заново: там видно, что сохранилось, — и отправьте форму ещё раз.",
  stillRunning:
    "Форма ещё отправляется. Подождите минуту и откройте страницу заново: там будет видно, что сохранилось.",
  tooMany: "Слишком много отправленных форм за короткое время. Подождите несколько минут и попробуйте снова.",
} as const;

/**
 * A signed-in user's workplace as a seed names it, `contractorId:contractId` (either empty when
 * there is none); null in a visitor's seed.
 */
export type FormSeed = { userId: number; workplace: string | null; issuedAt: number };

export const workplaceOf = (contractorId: number | null | undefined, contractId: number | null | undefined) =>
  `${contractorId ?? ""}:${contractId ?? ""}`;

/** The seed's first part: the user, and after `@` the workplace the page was drawn under. */
const WORKPLACE_MARK = "@";

function signature(payload: string, secret: string) {
  return createHmac("sha256", secret).update(payload).digest("base64url").slice(0, 22);
}

/**
 * A document's seed is the same for every page a user gets within its period, so it is signed once
 * per worker (docs/decisions/115): the seeds of the current period by user, for at most this many
 * users, all dropped when the period or the secret changes. Each is only ever given to its own user.
 */
const MAX_KEPT_DOCUMENT_SEEDS = 10_000;
let documentSeeds = { issuedAt: 0, secret: "", byUser: new Map<string, string>() };

/**
 * A seed for the forms of a page shown to `userId` (0: a visitor), working under `workplace`
 * (workplaceOf; none for a visitor). `forDocument`: the page is an HTML document, whose nonce is
 * fresh; otherwise the root's data is read again within a document (after a send), whose nonce
 * stays, so the seed must change.
 */
export async function mintFormSeed(
  userId: number,
  { forDocument, workplace }: { forDocument: boolean; workplace?: string },
) {
  const user = workplace === undefined ? String(userId) : `${userId}${WORKPLACE_MARK}${workplace}`;
  const now = Date.now();
  const secret = await signingSecret();
  if (!forDocument) return signedSeed(user, now, randomToken(9, "base64url"), secret);
  const issuedAt = now - (now % DOCUMENT_SEED_PERIOD_MS);
  if (documentSeeds.issuedAt !== issuedAt || documentSeeds.secret !== secret) {
    documentSeeds = { issuedAt, secret, byUser: new Map() };
  }
  let seed = documentSeeds.byUser.get(user);
  if (seed === undefined) {
    seed = signedSeed(user, issuedAt, "page", secret);
    if (documentSeeds.byUser.size < MAX_KEPT_DOCUMENT_SEEDS) documentSeeds.byUser.set(user, seed);
  }
  return seed;
}

function signedSeed(user: string, issuedAt: number, salt: string, secret: string) {
  const payload = [user, issuedAt.toString(36), salt].join(".");
  return `${payload}.${signature(payload, secret)}`;
}

/**
 * The seed of a key, when its signature is ours and it is not too old; null otherwise. `anyAge`: a
 * seed past its age too, for a form to be kept rather than sent (kept-form-store.server.ts).
 */
export async function readFormSeed(key: string, { anyAge = false } = {}): Promise<FormSeed | null> {
  const [seed, nonce, form] = key.split(FORM_KEY_SEPARATOR);
  if (!seed || !nonce || !form || key.length > 300) return null;
  const parts = seed.split(".");
  if (parts.length !== 4) return null;
  const [user, issued, , signed] = parts;
  const expected = Buffer.from(signature(parts.slice(0, 3).join("."), await signingSecret()));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // A visitor's seed names no workplace, nor does one minted before seeds did (a page open since before an update).
  const mark = user.indexOf(WORKPLACE_MARK);
  const userId = Number(mark < 0 ? user : user.slice(0, mark));
  const workplace = mark < 0 ? null : user.slice(mark + 1);
  const issuedAt = parseInt(issued, 36);
  // Any whole number: the marketplace's user ids are integers it does not promise to keep positive.
  if (!Number.isSafeInteger(userId) || !Number.isFinite(issuedAt)) return null;
  if (!anyAge && !isFreshSeed({ issuedAt })) return null;
  return { userId, workplace, issuedAt };
}

/** Whether a seed is young enough for its forms to be sent as they are. */
export const isFreshSeed = ({ issuedAt }: Pick<FormSeed, "issuedAt">) => Date.now() - issuedAt < SEED_MAX_AGE_MS;

/** The form's id in its key: which form of the page it was. */
export function formNameOf(key: string) {
  return key.split(FORM_KEY_SEPARATOR)[2] ?? "";
}

/** What was sent, without the key: the same key with another body is another submission. */
function fingerprint(form: FormData) {
  const hash = createHash("sha256");
  for (const [name, value] of form) {
    if (name === FORM_KEY_FIELD) continue;
    hash.update(name).update("\0");
    hash.update(typeof value === "string" ? value : `${value.name}\0${value.size}\0${value.type}`).update("\0");
  }
  return hash.digest("base64url");
}

type Remembered =
  | { state: "running"; fingerprint: string }
  | { state: "answered"; fingerprint: string; location: string; toast: ToastMessage | null };

const recordId = (key: string) => `form-key:${createHash("sha256").update(key).digest("base64url")}`;

const refuse = (status: number, message: string) => json({ message }, { status });

/** The first answer again: its redirect, with its notification flashed anew. */
async function replay(request: Request, answered: Extract<Remembered, { state: "answered" }>) {
  const session = await getSession(request);
  const headers = answered.toast ? { "Set-Cookie": await flashToast(request, session, answered.toast) } : undefined;
  return redirect(answered.location, { headers });
}

/**
 * Lets a form's first send through and remembers its answer, or throws what a repeated send gets:
 * the first answer, or a refusal (forged key, another body, too many sends). `required`: the form
 * creates something upstream, so a send without a key is refused too.
 */
export async function acceptOnce(request: Request, form: FormData, { required }: { required: boolean }) {
  const key = form.get(FORM_KEY_FIELD);
  if (typeof key !== "string" || key === "") {
    if (required) throw refuse(400, FORM_KEY_REFUSALS.forged);
    return;
  }
  const seed = await readFormSeed(key);
  const viewerId = (await getSession(request)).get("user")?.id ?? 0;
  if (!seed || seed.userId !== viewerId) throw refuse(400, FORM_KEY_REFUSALS.forged);

  const id = recordId(key);
  const sent = fingerprint(form);
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    const known = (await sharedRecords.read(id)) as Remembered | null;
    if (known && known.fingerprint !== sent) throw refuse(409, FORM_KEY_REFUSALS.otherBody);
    if (known?.state === "answered") throw await replay(request, known);
    if (!known && (await sharedRecords.claim(id, RUNNING_MS))) break;
    // Another send of this key is running: its answer is this one's too, unless it is not remembered,
    // and then this one runs. A timer between looks, so the first send, in this process too, goes on.
    if (waited >= RUNNING_MS) throw refuse(409, FORM_KEY_REFUSALS.stillRunning);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  await sharedRecords.update(id, { state: "running", fingerprint: sent } satisfies Remembered, expiresIn(RUNNING_MS));

  // A flood of keys cannot fill the store: each user, and each client address, sends so many forms at most.
  // A visitor's page is named by its seed and nonce: visitors share a document's seed.
  const account = viewerId ? `user:${viewerId}` : `page:${key.split(FORM_KEY_SEPARATOR, 2).join(FORM_KEY_SEPARATOR)}`;
  if (await abuseRefusal("form", request, account)) {
    await sharedRecords.delete(id);
    await sharedRecords.release(id);
    throw refuse(429, FORM_KEY_REFUSALS.tooMany);
  }
  await recordAbuse("form", request, account);
  rememberAnswer(request, id, sent);
}

const expiresIn = (ms: number) => new Date(Date.now() + ms);

/** When the answer is sent: a redirect is remembered with its notification; anything else frees the key. */
function rememberAnswer(request: Request, id: string, sent: string) {
  const record = currentRecord();
  if (!record) return;
  record.onAnswer = async ({ status, location }) => {
    try {
      const toast = notedToast(request);
      const answered = { state: "answered", fingerprint: sent, location: location ?? "", toast } satisfies Remembered;
      // A redirect: 3xx to a browser, 204 with X-Remix-Redirect to the page's script.
      const redirected = location !== null && ((status >= 300 && status < 400) || status === 204);
      if (redirected && JSON.stringify(answered).length <= MAX_ANSWER_BYTES) {
        await sharedRecords.update(id, answered, expiresIn(REMEMBER_MS));
      } else {
        await sharedRecords.delete(id);
      }
    } catch (cause) {
      console.error(`[form-key-claims] the answer was not remembered: ${String(cause)}`);
    } finally {
      await sharedRecords.release(id);
    }
  };
}
