import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/ui/page-heading";
import { requireAccess } from "~/services/access/guards.server";
import { pageMeta } from "~/utils/meta";
import { requireParam } from "~/utils/params.server";
import { TabNav } from "~/ui/tab-nav";

const TYPES: Record<string, string> = {
  "committee-report": "Отчёты комиссионера",
  upd: "УПД",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = requireParam(params.type, Object.keys(TYPES));
  await requireAccess(request, "signedIn");
  return json({ title: TYPES[type] });
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => pageMeta(data?.title ?? "Документы", error);

export default function DocumentsPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title="Документы" />
      <TabNav
        label="Типы документов"
        tabs={Object.entries(TYPES).map(([type, title]) => ({ to: `/documents/${type}/`, title }))}
      />
      <h2>{title}</h2>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
