import { FORM_KEY_FIELD } from "~/utils/form-key";
import { readFormSeed } from "./form-key-claims.server";
import { keepFormOverSignIn, MAX_TEXT_BYTES, type PostedText } from "./kept-form-store.server";
import { mediaTypeOf, readBody } from "./read-form.server";
import { readUploadText } from "./read-upload.server";

/**
 * A form with files is read to its end for the text after them, its files dropped: more than the
 * largest form a page posts (a product card with its ten pictures of 5 MB). Only a post whose
 * signed key came before its first file is read that far.
 */
const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

/**
 * Keeps a form posted after its session ended for its user, over the sign-in (kept-form-store.server.ts):
 * the way to sign in and back, or null for a post that is no signed-in user's form.
 */
export async function keepForm(request: Request): Promise<Response | null> {
  return keepFormOverSignIn(request, await postedText(request));
}

/**
 * The posted form's text and which of its fields carried files. A form with files (a product card
 * with its pictures) is read without keeping a byte of them, so it is kept however large its files;
 * any other form as every action reads one, up to 1 MiB.
 */
async function postedText(request: Request): Promise<PostedText | null> {
  if (mediaTypeOf(request) === "multipart/form-data") {
    return readUploadText(request, {
      maxBodyBytes: MAX_UPLOAD_BYTES,
      maxTextBytes: MAX_TEXT_BYTES,
      beforeFirstFile: async (text) => {
        const key = text.get(FORM_KEY_FIELD);
        return typeof key === "string" && (await readFormSeed(key, { anyAge: true })) !== null;
      },
    });
  }
  const form = await readBody(request).catch(() => null);
  return form && { form, fileFields: [] };
}
