import { json } from "@remix-run/node";
import { acceptOnce } from "./form-key-claims.server";
import { keepFormOfAnOutdatedPage } from "./kept-form-store.server";

/**
 * The one way an action reads its body (docs/decisions/007-one-form-reader.md). Browsers post
 * forms; anything else (JSON, a broken multipart body, an oversized one, an intent no form of the
 * page sends) is refused with 400 or 415 and a Russian message before any upstream call.
 */

/** Plenty for every form of the portal; an upload names its own limit. */
export const FORM_LIMIT_BYTES = 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const REFUSALS = {
  notAForm: "Портал принимает только формы со своих страниц. Откройте страницу и отправьте форму ещё раз.",
  malformed: "Форма пришла повреждённой. Откройте страницу и отправьте форму ещё раз.",
  tooLarge: "Форма слишком большая. Уменьшите вложения и отправьте её ещё раз.",
  unknownIntent: "Неизвестное действие. Откройте страницу и повторите его кнопкой на странице.",
} as const;

/** The answer the nearest error boundary shows: the status and a Russian message for the user. */
export function refusal(status: 400 | 415, message: string) {
  return json({ message }, { status });
}

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw refusal(400, REFUSALS.tooLarge);
    }
    chunks.push(value);
  }
  return new Blob(chunks as BlobPart[]);
}

/**
 * The posted form, or a thrown 400/415 refusal. `once`: the form creates something upstream, so it
 * must carry its one-time key, and a repeated send gets the first answer instead of a second write
 * (form-key-claims.server.ts). A form drawn under another contract than the one chosen since, or
 * on a page too old for its key, is kept, not read: the way back to it is thrown
 * (kept-form-store.server.ts).
 */
export async function readForm(
  request: Request,
  { maxBytes = FORM_LIMIT_BYTES, once = false }: { maxBytes?: number; once?: boolean } = {},
): Promise<FormData> {
  const form = await readBody(request, maxBytes);
  await keepFormOfAnOutdatedPage(request, form);
  if (once) await acceptOnce(request, form, { required: true });
  return form;
}

/** The body's media type, lower-cased and without its parameters (`multipart/form-data`, …). */
export function mediaTypeOf(request: Request) {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/** The posted body as a form, with no one-time key looked at: for the guard, which keeps a form over a sign-in. */
export async function readBody(request: Request, maxBytes = FORM_LIMIT_BYTES): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.includes(mediaTypeOf(request))) throw refusal(415, REFUSALS.notAForm);
  if (Number(request.headers.get("Content-Length")) > maxBytes) throw refusal(400, REFUSALS.tooLarge);
  const bytes = request.body ? await readLimited(request.body, maxBytes) : null;
  try {
    return await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refusal(400, REFUSALS.malformed);
  }
}

/** The form's `intent`, when it is one the page's forms send; otherwise a thrown 400 refusal. */
export function readIntent<Intent extends string>(form: FormData, intents: readonly Intent[]): Intent {
  const intent = form.get("intent");
  if (typeof intent === "string" && (intents as readonly string[]).includes(intent)) return intent as Intent;
  throw refusal(400, REFUSALS.unknownIntent);
}
