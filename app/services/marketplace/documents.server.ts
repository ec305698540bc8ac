import { config } from "~/services/config.server";
import { apiError, type Marketplace } from "./client.server";

/** /suppliers-documents: the company's closing documents (SPEC §3 Document, §7 Documents). */

export const DOCUMENT_TYPES = ["committee-report", "upd"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export type ClosingDocument = {
  /** YYYY-MM-DD */
  period: { start: string; end: string };
  downloadLink: string;
  fileFormat: string;
  document1CNumber: string;
};

/** Periods overlapping dateFrom–dateTo (YYYY-MM-DD). */
export type DocumentFilter = { dateFrom?: string; dateTo?: string };

const BASE = "/suppliers-documents/personal/document";

/**
 * Whether a download link is the documents service's own: its origin and path. Anything else
 * (another host, a redirect service, a credentials-bearing URL) is refused, so the portal is no
 * open proxy that would carry the supplier's token elsewhere.
 */
export function isDocumentsLink(link: string) {
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
    api.post<{ items: ClosingDocument[]; total: number }>(`${BASE}/list/${type}`, {
      query: { limit, skip },
      body: { filter },
    }),

  /** The file behind a document's link, to stream to the browser; a link of another host is refused. */
  file: async (api: Marketplace, link: string) =>
    isDocumentsLink(link)
      ? api.download(link)
      : apiError(502, "Ссылка на документ ведёт за пределы сервиса документов"),
};
