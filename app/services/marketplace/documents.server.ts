import { config } from "~/services/config.server";
import { apiError, type CheckedLink, type Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/** /suppliers-documents: the company's closing documents. */

export const DOCUMENT_TYPES = ["committee-report", "upd"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type ClosingDocument = Schema<"Document">;

/** Periods overlapping dateFrom–dateTo (YYYY-MM-DD). */
export type DocumentFilter = { dateFrom?: string; dateTo?: string };

/**
 * Whether a download link is the documents service's own: its origin and path. Anything else
 * (another host, a redirect service, a credentials-bearing URL) is refused, so the portal is no
 * open proxy that would carry the supplier's token elsewhere.
 */
export function isDocumentsLink(link: string | undefined): link is CheckedLink {
  if (!link) return false;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    url.origin === config.documentsOrigin &&
    !url.username &&
    !url.password &&
    url.pathname.startsWith("/suppliers-documents/")
  );
}

export const documents = {
  list: (api: Marketplace, type: DocumentType, filter: DocumentFilter, limit: number, skip = 0) =>
    api.post("/suppliers-documents/personal/document/list/{type}", {
      path: { type },
      query: { limit, skip },
      body: { filter },
    }),

  /** The file behind a document's link, to stream to the browser; a link of another host (or none) is refused. */
  file: async (api: Marketplace, link: string | undefined) =>
    isDocumentsLink(link)
      ? api.download(link)
      : apiError(502, "Ссылка на документ ведёт за пределы сервиса документов"),
};
