import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NavLink, useLoaderData } from "@remix-run/react";
import { PageHeading } from "~/ui/page-heading";
import { requireAccess } from "~/services/access/guards.server";
import { pageMeta } from "~/utils/meta";
import { PARAM, requireParam } from "~/utils/params.server";

const TYPES: Record<string, string> = {
  "committee-report": "Отчёты комиссионера",
  upd: "УПД",
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = requireParam(params.type, PARAM.documentType);
  await requireAccess(request, "signedIn");
  return json({ title: TYPES[type] });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.title ?? "Документы");

export default function DocumentsPage() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title="Документы" />
      <nav aria-label="Типы документов" className="subnav">
        {Object.entries(TYPES).map(([type, name]) => (
          <NavLink key={type} to={`/documents/${type}/`}>
            {name}
          </NavLink>
        ))}
      </nav>
      <h2>{title}</h2>
    </>
  );
}
