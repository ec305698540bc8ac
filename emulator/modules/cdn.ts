/** Picture upload (POST cdn/suppliersfiles) and the public CDN path that serves the bytes back. */
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import type { Db } from "../db";
import { badRequest, notFound } from "../server/errors";
import { Reply } from "../server/reply";
import type { Router } from "../server/router";
import { absoluteUrl, originOf, prepared } from "./paging";

const CDN_PATH = "/sp-products-catalog/cdn/suppliersfiles";
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};

/** Stores a picture and answers its path on this emulator (relative, so any host name works). */
export function storeImage(
  db: Db,
  contractorId: number | null,
  name: string,
  contentType: string,
  bytes: Buffer,
  createdAt: string,
): string {
  const id = prepared(
    db,
    "INSERT INTO cdn_files (contractor_id, name, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)",
  ).run(contractorId, name, contentType, bytes, createdAt).lastInsertRowid;
  return `${CDN_PATH}/${id}.${IMAGE_TYPES[contentType]}`;
}

export function registerCdn(r: Router, ctx: Ctx): void {
  r.route("POST", CDN_PATH, async (req) => {
    const contractorId = requireActiveContractor(requireCaller(ctx, req));
    const file = [...(req.form?.values() ?? [])].find((value): value is File => typeof value !== "string");
    if (!file) throw badRequest("Прикрепите файл изображения");
    const contentType = file.type.split(";")[0].trim().toLowerCase();
    if (!IMAGE_TYPES[contentType]) throw badRequest("Допустимы изображения PNG, JPEG, WEBP, GIF и SVG");
    if (file.size === 0 || file.size > MAX_IMAGE_BYTES) throw badRequest("Размер изображения — от 1 байта до 10 МБ");
    const bytes = Buffer.from(await file.arrayBuffer());
    const path = storeImage(
      ctx.db,
      contractorId,
      file.name || "image",
      contentType,
      bytes,
      new Date(ctx.now()).toISOString(),
    );
    return { url: absoluteUrl(originOf(req), path) };
  });

  // Public like a real CDN: the browser loads pictures without the supplier's token. Query params (w, h, q…) are ignored.
  r.route("GET", `${CDN_PATH}/:file`, (req) => {
    const match = /^(\d{1,15})\.[a-z]+$/.exec(req.params.file);
    const row =
      match &&
      (prepared(ctx.db, "SELECT content_type, bytes FROM cdn_files WHERE id = ?").get(Number(match[1])) as
        { content_type: string; bytes: Buffer } | undefined);
    if (!row) throw notFound("Файл не найден");
    return new Reply(200, row.bytes, { "content-type": row.content_type, "cache-control": "public, max-age=86400" });
  });
}
