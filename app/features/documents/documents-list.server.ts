import type { Marketplace } from "~/services/marketplace/client.server";
import {
  documents,
  isDocumentsLink,
  type ClosingDocument,
  type DocumentFilter,
  type DocumentType,
} from "~/services/marketplace/documents.server";
import { formatDate, orMissing } from "~/utils/format";
import { listPaging } from "~/utils/list-paging";
import { documentKey, downloadHref } from "./document-download.server";
import { DOCUMENT_TITLES } from "./document-types";

export type DocumentRow = {
  key: string;
  title: string;
  period: string;
  number: string;
  format: string;
  /**
   * The portal's download address: names the document, never the marketplace's link. Null when
   * there is nothing to download: no usable link, or a number or period the address cannot carry.
   */
  href: string | null;
};

/** A document as a row of the table: «—» for what the marketplace left out. */
export function documentRow(type: DocumentType, document: ClosingDocument, index: number): DocumentRow {
  const key = documentKey(document);
  return {
    key: `${index}/${document.document1CNumber}`,
    title: DOCUMENT_TITLES[type].one,
    period: `${formatDate(document.period?.start)} — ${formatDate(document.period?.end)}`,
    number: orMissing(document.document1CNumber),
    format: orMissing(document.fileFormat?.toUpperCase()),
    href: key && isDocumentsLink(document.downloadLink) ? downloadHref(type, key) : null,
  };
}

/**
 * One page of one type's documents as table rows, with the count the marketplace gave (null when it
 * gave none it could mean) and the pages. A refusal (no company yet: 4xx) is a notice, a failure of the
 * service (5xx) an error; either way the page renders in its layout.
 */
export async function documentRows(
  api: Marketplace,
  type: DocumentType,
  filter: DocumentFilter,
  { pageSize, page = 1 }: { pageSize: number; page?: number },
) {
  const found = await documents.list(api, type, filter, pageSize, (page - 1) * pageSize);
  if (found.error) {
    return {
      rows: [] as DocumentRow[],
      total: 0 as number | null,
      pages: 1,
      failure: found.status >= 500 ? ("error" as const) : ("notice" as const),
      message: found.status >= 500 ? found.errorText : "Документы появятся, когда у компании будет договор.",
    };
  }
  return {
    rows: found.data.items.map((document, index) => documentRow(type, document, index)),
    ...listPaging(found, { page, pageSize }),
    failure: null,
    message: null,
  };
}
