import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { workerCompanies } from "~/features/workers/worker-companies.server";
import { WorkerForm } from "~/features/workers/worker-form";
import { saveWorker } from "~/features/workers/worker-form.server";
import { constraintsOf } from "~/form/constraints.server";
import { requireViewer } from "~/services/access/guards.server";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { workerInvitationSchema } from "~/validation/personal-forms";

const TITLE = "Новый сотрудник";

export const meta = titled(TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "workers");
  return json({
    ...workerCompanies(viewer, request),
    constraint: constraintsOf({ worker: workerInvitationSchema }).worker,
  });
}

export const action = ({ request }: ActionFunctionArgs) => saveWorker(request);

/** POST managers/signup: the worker gets an e-mail with a link to set a password (/registry/confirm/). */
export default function WorkerAddPage() {
  const { companies, companyEditOffered, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={TITLE}>
        <Link to="/personal/workers/" className="button button--ghost">
          К списку сотрудников
        </Link>
      </PageHeading>
      <WorkerForm
        invitation
        constraint={constraint}
        companies={companies}
        companyEditOffered={companyEditOffered}
        lastResult={actionData?.reply}
      />
    </>
  );
}

export { loaderKeptAfterRefusal as shouldRevalidate } from "~/form/refused-post";
export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
