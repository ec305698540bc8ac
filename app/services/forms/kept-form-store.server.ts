import { json, redirect } from "@remix-run/node";
import { record as recordAbuse, refusal as abuseRefusal } from "~/services/access/abuse.server";
import { randomToken } from "~/services/random-tokens.server";
import { getSession, sharedRecords } from "~/services/session/session.server";
import { flashToast, type ToastMessage } from "~/services/session/toast.server";
import { FORM_KEY_FIELD, isSecretField } from "~/utils/form-key";
import { formNameOf, isFreshSeed, readFormSeed, workplaceOf } from "./form-key-claims.server";

/**
 * A form that arrives after its session ended (signed out on another device, a password changed
 * elsewhere, a refresh token the marketplace no longer takes, a browser restarted without «Запомнить
 * меня») is kept, not lost (docs/decisions/061). Its fields wait where the sessions are for 30
 * minutes under a random id; the user signs in as usual and comes back to the same form with
 * every field filled and a notice that nothing has been sent yet: they look and send it themselves.
 *
 * A form drawn under another contract than the one chosen since, or on a page too old for its key,
 * is kept the same way (keepFormOfAnOutdatedPage). Only the user the page was for gets it back: the form's one-time key
 * names them, signed. Nothing secret is kept (passwords, codes) and no file's bytes: the form says
 * which files to attach again.
 */

const KEEP_MS = 30 * 60 * 1000;
/** The typed text of the longest form (a product card with its description) fits many times over. */
export const MAX_TEXT_BYTES = 64 * 1024;
export const RESTORE_PARAM = "restore";

export type KeptForm = {
  userId: number;
  /** The form's name on its page, from its key. */
  form: string;
  fields: [name: string, value: string][];
  /** The names of the file fields that carried a file. */
  files: string[];
  /**
   * Why it was not sent, when not because its session had ended: another contract was chosen after
   * it was drawn (the workplace it was drawn under, workplaceOf, so the notice can tell whether it is
   * chosen again), or its page was too old.
   */
  drawnUnder?: string;
  tooOld?: true;
};

/** A posted form's text fields, and the names of its fields that carried a file. */
export type PostedText = { form: FormData; fileFields: string[] };

const recordId = (id: string) => `kept-form:${id}`;

/** The page the form was on, as a path to come back to: the script's data parameter and the index marker left out. */
function pageOf(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  url.searchParams.delete(RESTORE_PARAM);
  return url;
}

/**
 * Keeps the text of a form `key` names for its user, 30 minutes: the address of its page that fills
 * it again. Null when it is more text than any page's form, or its user has kept many forms lately.
 */
async function keep(
  request: Request,
  key: string,
  userId: number,
  posted: PostedText,
  reason?: Pick<KeptForm, "drawnUnder" | "tooOld">,
): Promise<URL | null> {
  const account = `user:${userId}`;
  if (await abuseRefusal("form", request, account)) return null;
  const kept: KeptForm = {
    userId,
    form: formNameOf(key),
    fields: [],
    files: [...new Set(posted.fileFields)],
    ...reason,
  };
  let bytes = 0;
  for (const [name, value] of posted.form) {
    // Neither the key, the button pressed, nor what the user must type again themselves.
    if (name === FORM_KEY_FIELD || name === "intent" || isSecretField(name) || typeof value !== "string") continue;
    bytes += name.length + value.length;
    kept.fields.push([name, value]);
  }
  if (bytes > MAX_TEXT_BYTES) return null;
  await recordAbuse("form", request, account);
  const id = randomToken(18, "base64url");
  await sharedRecords.update(recordId(id), kept, new Date(Date.now() + KEEP_MS));
  const back = pageOf(request);
  back.searchParams.set(RESTORE_PARAM, id);
  return back;
}

/**
 * The key a posted form carries and its signed seed, read at any age (what is kept comes back only
 * to the user the key names), when the form is a signed-in user's; null for a visitor's or a forged one.
 */
async function userFormKey(form: FormData) {
  const key = form.get(FORM_KEY_FIELD);
  if (typeof key !== "string") return null;
  const seed = await readFormSeed(key, { anyAge: true });
  return seed && seed.userId !== 0 ? { key, seed } : null;
}

/**
 * Keeps a form posted without a session and answers the way to sign in and back; null when the post
 * is not a form of a signed-in user's page (a visitor's, a forged one), which signs in as usual.
 * `posted`: its text (kept-over-sign-in.server.ts reads it).
 */
export async function keepFormOverSignIn(request: Request, posted: PostedText | null): Promise<Response | null> {
  const keyed = posted && (await userFormKey(posted.form));
  if (!posted || !keyed) return null;
  const back = await keep(request, keyed.key, keyed.seed.userId, posted);
  if (!back) return null;
  const session = await getSession(request);
  const cookie = await flashToast(request, session, {
    type: "notice",
    text: "Сеанс завершился, поэтому форма не отправлена. Войдите снова — мы вернём вас к форме со всем, что вы ввели.",
  });
  return redirect(`/auth/?redirectTo=${encodeURIComponent(back.pathname + back.search)}`, {
    headers: { "Set-Cookie": cookie },
  });
}

export const OUTDATED_PAGE_REFUSAL =
  "Форма не отправлена: страница устарела. Откройте её заново и заполните форму ещё раз.";

/**
 * A form whose page no longer says what sending it would do is kept instead of read, and its page
 * comes back filled with a notice saying why; the user looks and sends it themselves:
 * - drawn while its user worked under one contract and sent after they chose another in another tab,
 *   it would act under the one chosen since: the company form would save one company's details over
 *   another's, the product editor make its product in the other catalog (docs/decisions/121);
 * - drawn more than two days ago (a tab left open over a weekend), its key is too old to be sent
 *   (form-key-claims.server.ts), and without this the form was refused and its text lost.
 * Nothing happens to a form whose key is not this user's (refused where it is claimed), nor to a
 * fresh one drawn under the session's workplace or naming none (a visitor's).
 * Throws the way back; when the form cannot be kept, a 409 refusal.
 */
export async function keepFormOfAnOutdatedPage(request: Request, form: FormData, fileFields: string[] = []) {
  const keyed = await userFormKey(form);
  if (!keyed) return;
  const { key, seed } = keyed;
  const session = await getSession(request);
  if (session.get("user")?.id !== seed.userId) return;
  const workplace = workplaceOf(session.get("activeContractorId"), session.get("activeContractId"));
  const anotherWorkplace = seed.workplace !== null && seed.workplace !== workplace;
  if (!anotherWorkplace && isFreshSeed(seed)) return;
  const reason = anotherWorkplace ? { drawnUnder: seed.workplace as string } : { tooOld: true as const };
  const back = await keep(request, key, seed.userId, { form, fileFields }, reason);
  if (!back) throw json({ message: OUTDATED_PAGE_REFUSAL }, { status: 409 });
  throw redirect(back.pathname + back.search);
}

/** The portal's file fields, as the notice over a kept form names them. */
const FILE_FIELDS: Record<string, string> = { files: "изображения товара", file: "файл с товарами" };

/**
 * What the page says over a kept form: why nothing was sent, and which files to attach again. `now`:
 * the viewer's workplace and contract number as the page is drawn; a form kept for another contract
 * may be looked at again after its own was chosen back.
 */
export function keptFormNotice(
  kept: KeptForm,
  now: { workplace: string; contractNumber: string | null },
): ToastMessage {
  const named = [...new Set(kept.files.map((field) => FILE_FIELDS[field] ?? "файлы"))];
  const files = named.length ? ` Файлы не сохраняются: приложите заново ${named.join(", ")}.` : "";
  const contract = now.contractNumber ? `договор № ${now.contractNumber}` : "другой договор";
  const why = kept.tooOld
    ? "Страница была открыта больше двух суток, поэтому форма не отправлена."
    : kept.drawnUnder === undefined
      ? "Сеанс завершился до отправки формы, поэтому ничего не отправлено."
      : kept.drawnUnder === now.workplace
        ? `Форма не отправлена, пока в другой вкладке был выбран другой договор. Сейчас снова выбран ${contract}, для которого она была открыта.`
        : `Форма не отправлена: пока она была открыта, в другой вкладке выбран ${contract}.`;
  return {
    type: "notice",
    text: `${why} Мы вернули то, что вы ввели: проверьте и отправьте форму.${files}`,
  };
}

/**
 * The form kept for this page, when the signed-in viewer is its user. It stays until its 30 minutes
 * are up, not just for one read: the page's loaders read it each (the layout's forms, the product
 * editor's), with JavaScript in requests of their own, and a reload shows it again.
 */
export async function readKeptForm(request: Request, viewerId: number): Promise<KeptForm | null> {
  const id = new URL(request.url).searchParams.get(RESTORE_PARAM);
  if (!id || !/^[\w-]{1,64}$/.test(id)) return null;
  const kept = (await sharedRecords.read(recordId(id))) as KeptForm | null;
  return kept?.userId === viewerId ? kept : null;
}
