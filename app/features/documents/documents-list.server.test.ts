import { describe, expect, it } from "vitest";
import { config } from "~/services/config.server";
import { isDocumentOf, readDocumentKey } from "./document-download.server";
import { documentRow } from "./documents-list.server";

// A document promises nothing (contract/marketplace.yaml, Document): the table shows what there is,
// «—» for the rest, and offers a download only when the portal can find the document again by its
// number and period and its link is the documents service's own (docs/decisions/041).

const link = `${config.documentsOrigin}/suppliers-documents/personal/document/1/file`;
const complete = {
  document1CNumber: "УПД-000123",
  period: { start: "2024-07-01", end: "2024-07-31" },
  fileFormat: "pdf",
  downloadLink: link,
};

describe("a closing document as a row of the table", () => {
  it("downloads through the portal's address, which names it by number and period", () => {
    const row = documentRow("upd", complete, 0);
    expect(row).toMatchObject({ period: "01.07.2024 — 31.07.2024", number: "УПД-000123", format: "PDF" });
    expect(row.href).toBe("/documents/upd/file/?number=%D0%A3%D0%9F%D0%94-000123&from=2024-07-01&to=2024-07-31");
    expect(row.href).not.toContain("suppliers-documents");
  });

  it("shows a document with nothing in it as «—», with no download", () => {
    expect(documentRow("upd", {}, 0)).toMatchObject({ period: "— — —", number: "—", format: "—", href: null });
  });

  it("offers no download for a link that is missing, no address, or another host's", () => {
    for (const downloadLink of [undefined, "", "not a link", "https://evil.example/suppliers-documents/1"]) {
      expect(documentRow("upd", { ...complete, downloadLink }, 0).href, String(downloadLink)).toBeNull();
    }
  });

  it("offers no download when the number or period cannot name it again", () => {
    for (const changed of [
      { document1CNumber: undefined },
      { document1CNumber: "x".repeat(61) },
      { period: { start: "2024-07-01" } },
      { period: { start: "not a date", end: "2024-07-31" } },
    ]) {
      const row = documentRow("upd", { ...complete, ...changed }, 0);
      expect(row.href, JSON.stringify(changed)).toBeNull();
    }
  });
});

describe("the download's address read back", () => {
  it("finds the document it names, and only that one", () => {
    const key = readDocumentKey(new URLSearchParams({ number: "УПД-000123", from: "2024-07-01", to: "2024-07-31" }));
    expect(key).not.toBeNull();
    expect(isDocumentOf(key!)(complete)).toBe(true);
    expect(isDocumentOf(key!)({ ...complete, period: { start: "2024-07-01", end: "2024-08-31" } })).toBe(false);
    expect(isDocumentOf(key!)({ downloadLink: link })).toBe(false);
  });

  it("names no document with a number or dates the list could not have shown", () => {
    expect(readDocumentKey(new URLSearchParams({ number: "1", from: "x", to: "y" }))).toBeNull();
    expect(readDocumentKey(new URLSearchParams({ from: "2024-07-01", to: "2024-07-31" }))).toBeNull();
  });
});
