import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { acceptOnce } from "./form-key-claims.server";
import { keepFormOfAnOutdatedPage, type PostedText } from "./kept-form-store.server";
import { FORM_LIMIT_BYTES, mediaTypeOf, REFUSALS, refusal } from "./read-form.server";

/**
 * The reader of the forms that carry files (pictures, spreadsheets): docs/decisions/050. Unlike
 * readForm it streams the multipart body part by part, so one large file is never buffered twice
 * and the 1 MiB cap of ordinary forms stays where it is. Each file has its own limit: a file over
 * it (or beyond the allowed count) is drained and reported in `refused`, while the rest of the form
 * arrives intact, so the page can come back with every value and a message at the file field.
 */

export type UploadLimits = {
  /** Bytes one file may have. */
  maxFileBytes: number;
  /** Files one form may carry; the ones beyond are refused. */
  maxFiles: number;
};

export type RefusedFile = { field: string; name: string; reason: "tooLarge" | "tooMany" };

export type Upload = { form: FormData; refused: RefusedFile[] };

/** The text fields of an upload form together: as much as an ordinary form. */
const TEXT_LIMIT_BYTES = FORM_LIMIT_BYTES;

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk;
}

/** A text part of the form, decoded; `count` sees each piece first and throws to stop the reading. */
async function textOf(data: AsyncIterable<Uint8Array>, count: (chunk: Uint8Array) => void) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) {
    count(chunk);
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** `once`: a form that creates something upstream, held to its one-time key as readForm's are. */
export async function readUpload(
  request: Request,
  { maxFileBytes, maxFiles }: UploadLimits,
  { once = false }: { once?: boolean } = {},
): Promise<Upload> {
  if (mediaTypeOf(request) !== "multipart/form-data") throw refusal(415, REFUSALS.notAForm);
  if (Number(request.headers.get("Content-Length")) > maxFiles * maxFileBytes + TEXT_LIMIT_BYTES)
    throw refusal(400, REFUSALS.tooLarge);

  const refused: RefusedFile[] = [];
  let files = 0;
  let textBytes = 0;
  const handler: UploadHandler = async ({ name, filename, contentType: type, data }) => {
    if (filename === undefined) {
      return textOf(data, (chunk) => {
        textBytes += chunk.byteLength;
        if (textBytes > TEXT_LIMIT_BYTES) throw refusal(400, REFUSALS.tooLarge);
      });
    }
    // A file input left empty posts a part without a name and without bytes.
    if (filename === "") return drain(data).then(() => null);
    if (files >= maxFiles) {
      refused.push({ field: name, name: filename, reason: "tooMany" });
      return drain(data).then(() => null);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= maxFileBytes) chunks.push(chunk);
    }
    if (size > maxFileBytes) {
      refused.push({ field: name, name: filename, reason: "tooLarge" });
      return null;
    }
    files += 1;
    return new File(chunks as BlobPart[], filename, { type });
  };

  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refusal(400, REFUSALS.malformed);
  }
  await keepFormOfAnOutdatedPage(
    request,
    form,
    [...form].flatMap(([name, value]) => (typeof value === "string" ? [] : [name])),
  );
  if (once) await acceptOnce(request, form, { required: true });
  return { form, refused };
}

/**
 * A multipart form read for its text only, for a form kept over a sign-in (kept-over-sign-in.server.ts):
 * its text fields, and the names of the fields that carried a file, whose bytes are read to the
 * end and dropped. `beforeFirstFile` is asked with the text fields read so far when the first file
 * begins (a page puts its form's signed key first): false stops the reading, so a forged post is not
 * read to its end. Null for a body over its limits, a malformed one, or one stopped that way.
 */
export async function readUploadText(
  request: Request,
  {
    maxBodyBytes,
    maxTextBytes,
    beforeFirstFile,
  }: { maxBodyBytes: number; maxTextBytes: number; beforeFirstFile: (text: FormData) => Promise<boolean> },
): Promise<PostedText | null> {
  if (Number(request.headers.get("Content-Length")) > maxBodyBytes) return null;
  const text = new FormData();
  const fileFields: string[] = [];
  let bodyBytes = 0;
  let textBytes = 0;
  let filesAllowed: boolean | undefined;
  const stop = new Error("stop reading");
  const count = (chunk: Uint8Array) => {
    bodyBytes += chunk.byteLength;
    if (bodyBytes > maxBodyBytes) throw stop;
  };
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined) {
      const value = await textOf(data, (chunk) => {
        count(chunk);
        textBytes += chunk.byteLength;
        if (textBytes > maxTextBytes) throw stop;
      });
      text.append(name, value);
      return value;
    }
    filesAllowed ??= await beforeFirstFile(text);
    if (!filesAllowed) throw stop;
    let size = 0;
    for await (const chunk of data) {
      count(chunk);
      size += chunk.byteLength;
    }
    if (size > 0) fileFields.push(name);
    return null;
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch {
    return null;
  }
  return { form: text, fileFields };
}

/** The files a form carried under `field` (empty file inputs left out). */
export function filesOf(form: FormData, field: string): File[] {
  return form.getAll(field).filter((value): value is File => typeof value !== "string" && value.size > 0);
}
