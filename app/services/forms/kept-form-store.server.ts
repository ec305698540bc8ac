import { redirect } from "@remix-run/node";
import { record as recordAbuse, refusal as abuseRefusal } from "~/services/access/abuse.server";
import { randomToken } from "~/services/random-tokens.server";
import { getSession, sharedRecords } from "~/services/session/session.server";
import { flashToast, type ToastMessage } from "~/services/session/toast.server";
import { FORM_KEY_FIELD } from "~/utils/form-key";
import { formNameOf, readFormSeed } from "./form-key-claims.server";
import { mediaTypeOf, readBody } from "./read-form.server";
import { readUploadText, type UploadText } from "./read-upload.server";

/**
 * A form that arrives after its session ended (signed out on another device, a password changed
 * elsewhere, a refresh token the marketplace no longer takes, a browser restarted without «Запомнить
 * меня») is kept, not lost (docs/decisions/061). Its fields wait where the sessions are for 30
 * minutes under a random id; the user signs in as usual and comes back to the same form with
 * every field filled and a notice that nothing has been sent yet: they look and send it themselves.
 *
 * Only the user the page was for gets it back: the form's one-time key names them, signed. Nothing
 * secret is kept (passwords, codes) and no file's bytes: the form says which files to attach again.
 */

const KEEP_MS = 30 * 60 * 1000;
/** The typed text of the longest form (a product card with its description) fits many times over. */
const MAX_TEXT_BYTES = 64 * 1024;
/**
 * A form with files is read to its end for the text after them, its files dropped: more than the
 * largest form a page posts (a product card with its ten pictures of 5 MB). Only a post whose
 * signed key came before its first file is read that far.
 */
const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
/**
 * Fields never kept: what the user must type again themselves (passwords, a code sent by SMS or
 * e-mail, a token), and the button pressed. Told by the name's last part, so that a product's
 * `barcode` and an address's `legalAddress.zipCode` are kept like any other field.
 */
const SECRET_FIELD = /(?:^|[.\]])(?:\w*password\w*|code|token|intent)$/i;
export const RESTORE_PARAM = "restore";

export type KeptForm = {
  userId: number;
  /** The form's name on its page, from its key. */
  form: string;
  fields: [name: string, value: string][];
  /** The names of the file fields that carried a file. */
  files: string[];
};

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
 * Keeps a form posted without a session and answers the way to sign in and back; null when the post
 * is not a form of a signed-in user's page (a visitor's, a forged one), which signs in as usual.
 */
export async function keepForm(request: Request): Promise<Response | null> {
  const posted = await postedText(request);
  const key = posted?.form.get(FORM_KEY_FIELD);
  const seed = typeof key === "string" ? await readFormSeed(key) : null;
  if (!posted || !seed || seed.userId === 0) return null;
  const account = `user:${seed.userId}`;
  if (await abuseRefusal("form", request, account)) return null;

  const kept: KeptForm = {
    userId: seed.userId,
    form: formNameOf(key as string),
    fields: [],
    files: [...new Set(posted.fileFields)],
  };
  let bytes = 0;
  for (const [name, value] of posted.form) {
    if (name === FORM_KEY_FIELD || SECRET_FIELD.test(name) || typeof value !== "string") continue;
    bytes += name.length + value.length;
    kept.fields.push([name, value]);
  }
  if (bytes > MAX_TEXT_BYTES) return null;
  await recordAbuse("form", request, account);
  const id = randomToken(18, "base64url");
  await sharedRecords.update(recordId(id), kept, new Date(Date.now() + KEEP_MS));

  const back = pageOf(request);
  back.searchParams.set(RESTORE_PARAM, id);
  const session = await getSession(request);
  const cookie = await flashToast(request, session, {
    type: "notice",
    text: "Сеанс завершился, поэтому форма не отправлена. Войдите снова — мы вернём вас к форме со всем, что вы ввели.",
  });
  return redirect(`/auth/?redirectTo=${encodeURIComponent(back.pathname + back.search)}`, {
    headers: { "Set-Cookie": cookie },
  });
}

/**
 * The posted form's text and which of its fields carried files. A form with files (a product card
 * with its pictures) is read without keeping a byte of them, so it is kept however large its files;
 * any other form as every action reads one, up to 1 MiB.
 */
async function postedText(request: Request): Promise<UploadText | null> {
  if (mediaTypeOf(request) === "multipart/form-data") {
    return readUploadText(request, {
      maxBodyBytes: MAX_UPLOAD_BYTES,
      maxTextBytes: MAX_TEXT_BYTES,
      beforeFirstFile: async (text) => {
        const key = text.get(FORM_KEY_FIELD);
        return typeof key === "string" && (await readFormSeed(key)) !== null;
      },
    });
  }
  const form = await readBody(request).catch(() => null);
  return form && { form, fileFields: [] };
}

/** The portal's file fields, as the notice over a kept form names them. */
const FILE_FIELDS: Record<string, string> = { files: "изображения товара", file: "файл с товарами" };

/** What the page says over a kept form: nothing was sent, and which files to attach again. */
export function keptFormNotice(kept: KeptForm): ToastMessage {
  const named = [...new Set(kept.files.map((field) => FILE_FIELDS[field] ?? "файлы"))];
  const files = named.length ? ` Файлы не сохраняются: приложите заново ${named.join(", ")}.` : "";
  return {
    type: "notice",
    text: `Сеанс завершился до отправки формы, поэтому ничего не отправлено. Мы вернули то, что вы ввели: проверьте и отправьте форму.${files}`,
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
