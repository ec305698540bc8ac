import { type LoaderFunctionArgs, type MetaFunction, json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DOCUMENT_TITLES } from "~/features/documents/document-types";
import { documentRows } from "~/features/documents/documents-list.server";
import { DocumentsTable } from "~/features/documents/documents-table";
import { requireAccess } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { DOCUMENT_TYPES } from "~/services/marketplace/documents.server";
import { FilterForm } from "~/ui/filter-form";
import { FilterFold } from "~/ui/fold";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { keepingQuery, Pagination } from "~/ui/pagination";
import { PeriodFields } from "~/ui/period-fields";
import { TabNav } from "~/ui/tab-nav";
import { pageParam } from "~/utils/list-paging";
import { pageMeta } from "~/utils/meta";
import { requireParam } from "~/utils/params.server";
import { readPeriod } from "~/validation/period";

/** Documents per page: the list calls' default (emulator/API.md). */
const DOCUMENTS_PAGE_SIZE = 30;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = requireParam(params.type, DOCUMENT_TYPES);
  await requireAccess(request, "signedIn");
  const url = new URL(request.url);
  const { from, to, notes } = readPeriod(url.searchParams, "from", "to");
  const page = pageParam(url.searchParams);
  const list = await documentRows(
    await marketplace(request),
    type,
    { ...(from ? { dateFrom: from } : {}), ...(to ? { dateTo: to } : {}) },
    { pageSize: DOCUMENTS_PAGE_SIZE, page },
  );
  if (!list.failure && page > list.pages) {
    url.searchParams.set("page", String(list.pages));
    throw redirect(url.pathname + url.search);
  }
  return json(
    {
      type,
      title: DOCUMENT_TITLES[type].tab,
      tabs: DOCUMENT_TYPES.map((each) => ({ to: `/documents/${each}/`, title: DOCUMENT_TITLES[each].tab })),
      query: url.search,
      /** The period, the one filter (either end of it). */
      filtered: Boolean(from || to),
      notes,
      page,
      ...list,
    },
    { status: list.failure === "error" ? 502 : 200 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => pageMeta(data?.title ?? "Документы", error);

/**
 * /documents/{type}/: the closing documents of one type, narrowed by a period as URL
 * state (a GET form: works without JavaScript; folded on a phone), each downloaded through the portal.
 */
export default function DocumentsPage() {
  const data = useLoaderData<typeof loader>();
  const query = new URLSearchParams(data.query);
  return (
    <>
      <PageHeading title="Документы" />
      <TabNav label="Типы документов" tabs={data.tabs} />
      <h2 className="visually-hidden">{data.title}</h2>

      <FilterFold active={data.filtered ? 1 : 0} resetHref={`/documents/${data.type}/`}>
        <FilterForm label="Период документов">
          <PeriodFields legend="Период" from="from" to="to" query={query} />
        </FilterForm>
      </FilterFold>

      {data.notes.map((note) => (
        <Notification key={note} type="warning">
          {note}
        </Notification>
      ))}
      {data.failure && <Notification type={data.failure}>{data.message}</Notification>}

      {data.rows.length > 0 ? (
        <DocumentsTable caption={data.title} rows={data.rows} />
      ) : (
        !data.failure && (
          <p className="documents-empty">{data.filtered ? "За этот период документов нет." : "Документов пока нет."}</p>
        )
      )}
      <Pagination page={data.page} pages={data.pages} hrefOf={keepingQuery(query)} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
