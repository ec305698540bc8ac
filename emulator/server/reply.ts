/** A fully specified answer. Handlers return one when a plain 200 JSON body is not enough. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: string | Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

export function json(body: unknown, status = 200): Reply {
  return new Reply(status, JSON.stringify(body), { "content-type": "application/json; charset=utf-8" });
}

/** A file download; the name may be Cyrillic, so it goes in the RFC 5987 form too. */
export function file(content: string | Buffer, fileName: string, contentType: string): Reply {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "");
  return new Reply(200, content, {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
}

/** What a handler may return: a Reply, or any JSON value answered with 200. */
export function toReply(result: unknown): Reply {
  return result instanceof Reply ? result : json(result ?? {});
}
