import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { workerCompanies } from "~/features/workers/worker-companies.server";
import { WorkerForm } from "~/features/workers/worker-form";
import { saveWorker } from "~/features/workers/worker-form.server";
import { workerRoleOf } from "~/features/workers/worker-roles";
import { constraintsOf } from "~/form/constraints.server";
import { requireViewer } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { users } from "~/services/marketplace/users.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { orMissing } from "~/utils/format";
import { titled } from "~/utils/meta";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";
import { workerEditSchema } from "~/validation/personal-forms";

const TITLE = "Редактирование сотрудника";

export const meta = titled(TITLE);

/** The worker as users/{id} shows them; another owner's worker (the marketplace's 404) is not found here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = Number(requireParam(params.id, DIGITS));
  const viewer = await requireViewer(request, "workers");
  const worker = await users.byId(await marketplace(request), id);
  const constraint = constraintsOf({ worker: workerEditSchema }).worker;
  const companies = workerCompanies(viewer, request);
  if (worker.error) {
    if (worker.status < 500) throw notFound();
    return json({ worker: null, error: worker.errorText, ...companies, constraint }, { status: 502 });
  }
  const { name, phone, email, roles, contractors } = worker.data;
  const userRole = workerRoleOf(roles);
  if (userRole === null) throw notFound();
  return json({
    worker: {
      email: orMissing(email),
      defaults: { name, phone, userRole, contractorIds: contractors.map((company) => String(company.id)) },
    },
    error: null,
    ...companies,
    constraint,
  });
}

export const action = ({ request, params }: ActionFunctionArgs) =>
  saveWorker(request, Number(requireParam(params.id, DIGITS)));

export default function WorkerEditPage() {
  const { worker, error, companies, companyEditOffered, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={TITLE}>
        <Link to="/personal/workers/" className="button button--ghost">
          К списку сотрудников
        </Link>
      </PageHeading>
      {error && <Notification type="error">{error}</Notification>}
      {worker && (
        <>
          <p className="workers-intro">E-mail для входа: {worker.email}</p>
          <WorkerForm
            invitation={false}
            constraint={constraint}
            companies={companies}
            companyEditOffered={companyEditOffered}
            defaults={worker.defaults}
            lastResult={actionData?.reply}
          />
        </>
      )}
    </>
  );
}

export { loaderKeptAfterRefusal as shouldRevalidate } from "~/form/refused-post";
export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
