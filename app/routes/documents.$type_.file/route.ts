import type { LoaderFunctionArgs } from "@remix-run/node";
import { DOCUMENT_TITLES } from "~/features/documents/document-types";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { DOCUMENT_TYPES, documents } from "~/services/marketplace/documents.server";
import { streamedFile } from "~/services/marketplace/streamed-file.server";
import { notFound, requireParam } from "~/utils/params.server";
import { isIsoDate } from "~/validation/date";

/** A document number as 1C writes it; anything longer or stranger is no document of ours. */
const DOCUMENT_NUMBER = /^[\p{L}\d\-_/.№ ]{1,60}$/u;

/**
 * GET /documents/{type}/file/?number=&from=&to=: one closing document, found again by its number
 * and period in the marketplace's list (docs/decisions/041), its link checked to be the documents
 * service's, and the file streamed through the portal (services/marketplace/streamed-file.server.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = requireParam(params.type, DOCUMENT_TYPES);
  await requireAccess(request, "signedIn");
  const query = new URL(request.url).searchParams;
  const [number, from, to] = [query.get("number") ?? "", query.get("from") ?? "", query.get("to") ?? ""];
  if (!DOCUMENT_NUMBER.test(number) || !isIsoDate(from) || !isIsoDate(to)) throw notFound();
  const api = await marketplace(request);
  const found = await documents.list(api, type, { dateFrom: from, dateTo: to }, 1000);
  if (found.error) return streamedFile(found.status === 404 ? { ...found, status: 502 } : found);
  const document = found.data.items.find(
    (item) => item.document1CNumber === number && item.period.start === from && item.period.end === to,
  );
  if (!document) throw notFound();
  const fileName = `${DOCUMENT_TITLES[type].one} ${number} (${from} — ${to}).${document.fileFormat}`;
  return streamedFile(await documents.file(api, document.downloadLink), fileName);
}
