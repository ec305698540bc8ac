import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CompanyRequired, CooperationCards } from "~/features/onboarding/onboarding";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";

const TITLE = "Оформление договора";

export const meta = titled(TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "contractAdd");
  return json({
    hasCompany: Boolean(viewer.activeContractorId),
    mayFillCompany: mayOpen(viewer, "companyEdit", { request }),
  });
}

export default function ContractAddPage() {
  const { hasCompany, mayFillCompany } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={TITLE} />
      {hasCompany ? (
        <section aria-labelledby="cooperation-title">
          <h2 id="cooperation-title">Выберите формат сотрудничества</h2>
          {/* This page's own rule is the one that lets a viewer choose. */}
          <CooperationCards hasCompany mayChoose />
        </section>
      ) : (
        <section className="panel">
          <CompanyRequired mayFill={mayFillCompany} />
        </section>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
