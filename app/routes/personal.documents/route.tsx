import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DOCUMENT_TITLES } from "~/features/documents/document-types";
import { documentRows } from "~/features/documents/documents-list.server";
import { DocumentsTable } from "~/features/documents/documents-table";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { DOCUMENT_TYPES } from "~/services/marketplace/documents.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";

const TITLE = "Документы компании";
/** The latest documents of each type: the full lists with their period filter are under /documents/. */
const LATEST = 6;

export const meta = titled(TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "signedIn");
  const api = await marketplace(request);
  const lists = await Promise.all(
    DOCUMENT_TYPES.map(async (type) => ({
      type,
      title: DOCUMENT_TITLES[type].tab,
      ...(await documentRows(api, type, {}, { pageSize: LATEST })),
    })),
  );
  return json({ lists }, { status: lists.some((list) => list.failure === "error") ? 502 : 200 });
}

/**
 * /personal/documents: the closing documents of the active contract in the personal
 * area, the latest of each type with the same download as /documents/{type}/, and the way there.
 */
export default function PersonalDocumentsPage() {
  const { lists } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={TITLE} />
      {lists.map((list) => (
        <section key={list.type} className="documents-section" aria-labelledby={`documents-${list.type}`}>
          <h2 id={`documents-${list.type}`}>{list.title}</h2>
          {list.failure && <Notification type={list.failure}>{list.message}</Notification>}
          {list.rows.length > 0 && <DocumentsTable caption={list.title} rows={list.rows} />}
          {list.rows.length === 0 && !list.failure && <p className="documents-empty">Документов пока нет.</p>}
          {/* Without the marketplace's count the link says none. */}
          {(list.total ?? list.rows.length) > 0 && (
            <p>
              <Link to={`/documents/${list.type}/`}>
                Все документы: {list.title.toLowerCase()}
                {list.total !== null && ` (${list.total})`}
              </Link>
            </p>
          )}
        </section>
      ))}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
