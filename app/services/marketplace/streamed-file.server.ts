import { markup } from "~/utils/markup";
import { notFound } from "~/utils/params.server";
import { isMissing, type ApiResult } from "./client.server";

/** The headers of the marketplace's answer that describe the file; nothing else (cookies, hosts) passes. */
const FILE_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"];

/**
 * A marketplace file (from `Marketplace.download`) as the portal's answer: its bytes streamed on
 * with its type and name, never its address or a token. The body is the upstream stream itself, so
 * when the marketplace breaks off mid-file the stream errors, the server destroys the connection and
 * the browser reports a failed download instead of keeping a truncated file that looks complete.
 * `fileName` names the file when the marketplace does not (UTF-8, RFC 6266).
 */
export function streamedFile(file: ApiResult<Response>, fileName?: string): Response {
  if (file.error) {
    if (isMissing(file)) throw notFound();
    return failedDownload(file.errorText);
  }
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    // Whatever the marketplace calls the file, it is never a page of the portal that could run.
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  for (const name of FILE_HEADERS) {
    const value = file.data.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("Content-Disposition") && fileName) headers.set("Content-Disposition", attachment(fileName));
  return new Response(file.data.body, { status: 200, headers });
}

/** `attachment` with an ASCII fallback name and the real one in UTF-8. */
export function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A download that could not start: a small Russian page (the browser shows it), never an empty file. */
function failedDownload(reason: string) {
  const page = markup`<!doctype html><html lang="ru"><meta charset="utf-8"><title>Файл недоступен — Портал поставщика</title>
<h1>Файл сейчас недоступен</h1><p>${reason}</p><p>Попробуйте скачать его позже.</p>
<p><a href="/">На главную</a></p></html>`;
  return new Response(page.html, {
    status: 502,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
