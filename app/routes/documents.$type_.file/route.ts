import type { LoaderFunctionArgs } from "@remix-run/node";
import { isDocumentOf, readDocumentKey } from "~/features/documents/document-download.server";
import { DOCUMENT_TITLES } from "~/features/documents/document-types";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { DOCUMENT_TYPES, documents, isDocumentsLink } from "~/services/marketplace/documents.server";
import { streamedFile } from "~/services/marketplace/streamed-file.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { notFound, requireParam } from "~/utils/params.server";

/** Said on the documents' page when the document found has no link the portal may follow. */
const NO_DOCUMENT_FILE = "Файл этого документа сейчас недоступен для скачивания. Попробуйте позже.";

/**
 * GET /documents/{type}/file/?number=&from=&to=: one closing document, found again by its number
 * and period in the marketplace's list (docs/decisions/041), its link checked to be the documents
 * service's, and the file streamed through the portal (services/marketplace/streamed-file.server.ts).
 * A document without such a link (none, not an address, another host's) is not downloaded: the
 * browser goes back to the documents of that period with a message in the layout.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = requireParam(params.type, DOCUMENT_TYPES);
  await requireAccess(request, "signedIn");
  const key = readDocumentKey(new URL(request.url).searchParams);
  if (!key) throw notFound();
  const api = await marketplace(request);
  const found = await documents.list(api, type, { dateFrom: key.from, dateTo: key.to }, 1000);
  if (found.error) return streamedFile(found.status === 404 ? { ...found, status: 502 } : found);
  const document = found.data.items.find(isDocumentOf(key));
  if (!document) throw notFound();
  if (!isDocumentsLink(document.downloadLink)) {
    const listOfPeriod = `/documents/${type}/?${new URLSearchParams({ from: key.from, to: key.to })}`;
    return redirectWithToast(request, listOfPeriod, { type: "warning", text: NO_DOCUMENT_FILE });
  }
  const format = document.fileFormat?.trim() ? `.${document.fileFormat.trim()}` : "";
  const fileName = `${DOCUMENT_TITLES[type].one} ${key.number} (${key.from} — ${key.to})${format}`;
  return streamedFile(await documents.file(api, document.downloadLink), fileName);
}
