import type { IncomingMessage } from "node:http";
import { HttpError } from "./errors";

/** Uploads (spreadsheets, images) stay well below this; anything bigger is a client bug. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

export interface ParsedBody {
  body: unknown;
  form: FormData | null;
}

/** A body that cannot be read as what it says it is: 400, and to the strict emulator a request outside the contract. */
export class UnreadableBody extends HttpError {
  constructor(
    errorText: string,
    /** What is wrong, in the words of the contract's violations. */
    readonly violation: string,
  ) {
    super(400, errorText, "validation");
  }
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, "Файл слишком большой");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * JSON bodies are parsed whatever the content type says (clients often omit it);
 * multipart bodies go through the web `Request.formData()` that Node ships.
 */
export async function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readAll(req);
  const contentType = req.headers["content-type"] ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    try {
      const form = await new Request("http://emulator.local/", {
        method: "POST",
        headers: { "content-type": contentType },
        body: new Uint8Array(raw), // a copy typed as the web API wants it
      }).formData();
      return { body: undefined, form };
    } catch {
      throw new UnreadableBody("Некорректные данные формы", "the multipart body cannot be read");
    }
  }
  if (raw.length === 0) return { body: undefined, form: null };
  try {
    return { body: JSON.parse(raw.toString("utf8")), form: null };
  } catch {
    throw new UnreadableBody("Некорректный JSON в теле запроса", "the body is not JSON");
  }
}
