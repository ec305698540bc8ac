import type { DocumentType } from "~/services/marketplace/documents.server";

/** The document types (/documents/{type}/) with the titles of their tabs and of one document of each. */
export const DOCUMENT_TITLES: Record<DocumentType, { tab: string; one: string }> = {
  "committee-report": { tab: "Отчёты комиссионера", one: "Отчёт комиссионера" },
  upd: { tab: "УПД", one: "УПД" },
};
