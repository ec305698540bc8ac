import type { ClosingDocument, DocumentType } from "~/services/marketplace/documents.server";
import { isIsoDate } from "~/validation/date";

/**
 * A document has no id (docs/decisions/041): the portal's download address names it by its 1C
 * number and period, and the download finds it again by them in the marketplace's list. A document
 * whose number or period the address cannot carry (missing, or no date) has no download.
 */

/** A document number as 1C writes it; anything longer or stranger is no document of ours. */
const DOCUMENT_NUMBER = /^[\p{L}\d\-_/.№ ]{1,60}$/u;

export type DocumentKey = { number: string; from: string; to: string };

const keyOf = (number: string, from: string, to: string): DocumentKey | null =>
  DOCUMENT_NUMBER.test(number) && isIsoDate(from) && isIsoDate(to) ? { number, from, to } : null;

/** The number and period that name a document in its download address, or null when they cannot. */
export const documentKey = (document: ClosingDocument) =>
  keyOf(document.document1CNumber ?? "", document.period?.start ?? "", document.period?.end ?? "");

/** The document a download address names (`?number=&from=&to=`), or null: no document of ours. */
export const readDocumentKey = (query: URLSearchParams) =>
  keyOf(query.get("number") ?? "", query.get("from") ?? "", query.get("to") ?? "");

export const isDocumentOf = (key: DocumentKey) => (document: ClosingDocument) => {
  const its = documentKey(document);
  return its !== null && its.number === key.number && its.from === key.from && its.to === key.to;
};

/** Where the browser downloads a document: the portal's address, never the marketplace's link. */
export const downloadHref = (type: DocumentType, key: DocumentKey) =>
  `/documents/${type}/file/?${new URLSearchParams(key)}`;
