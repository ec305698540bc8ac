import type { Marketplace } from "~/services/marketplace/client.server";
import {
  documents,
  type ClosingDocument,
  type DocumentFilter,
  type DocumentType,
} from "~/services/marketplace/documents.server";
import { formatDate } from "~/utils/format";
import { DOCUMENT_TITLES } from "./document-types";

export type DocumentRow = {
  key: string;
  title: string;
  period: string;
  number: string;
  format: string;
  /** The portal's download address: names the document, never the marketplace's link. */
  href: string;
};

/**
 * Where the browser downloads a document: the type, number and period name it, so the portal finds
 * the marketplace's link again on the server (docs/decisions/041) and the address never leaves it.
 */
export function downloadHref(type: DocumentType, document: ClosingDocument) {
  const query = new URLSearchParams({
    number: document.document1CNumber,
    from: document.period.start,
    to: document.period.end,
  });
  return `/documents/${type}/file/?${query}`;
}

function rowOf(type: DocumentType, document: ClosingDocument): DocumentRow {
  return {
    key: `${document.document1CNumber}/${document.period.start}`,
    title: DOCUMENT_TITLES[type].one,
    period: `${formatDate(document.period.start)} — ${formatDate(document.period.end)}`,
    number: document.document1CNumber,
    format: document.fileFormat.toUpperCase(),
    href: downloadHref(type, document),
  };
}

/**
 * One type's documents as table rows. A refusal (no company yet: 4xx) is a notice, a failure of the
 * service (5xx) an error; either way the page renders in its layout.
 */
export async function documentRows(
  api: Marketplace,
  type: DocumentType,
  filter: DocumentFilter,
  { limit, skip = 0 }: { limit: number; skip?: number },
) {
  const found = await documents.list(api, type, filter, limit, skip);
  if (found.error) {
    return {
      rows: [] as DocumentRow[],
      total: 0,
      failure: found.status >= 500 ? ("error" as const) : ("notice" as const),
      message: found.status >= 500 ? found.errorText : "Документы появятся, когда у компании будет договор.",
    };
  }
  return {
    rows: found.data.items.map((document) => rowOf(type, document)),
    total: found.data.total,
    failure: null,
    message: null,
  };
}
