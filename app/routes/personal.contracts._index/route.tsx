import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CompanyRequired } from "~/features/onboarding/onboarding";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { contracts } from "~/services/marketplace/contracts.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { contractCard, type ContractCard } from "./contract-card.server";

const TITLE = "Договоры";

export const meta = titled(TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "signedIn");
  const may = {
    mayAdd: mayOpen(viewer, "contractAdd", { request }),
    mayFillCompany: mayOpen(viewer, "companyEdit", { request }),
  };
  const none: ContractCard[] = [];
  if (!viewer.activeContractorInn) return json({ hasCompany: false, ...may, contracts: none, error: null });
  const found = await contracts.byInn(await marketplace(request), viewer.activeContractorInn);
  if (found.error) return json({ hasCompany: true, ...may, contracts: none, error: found.errorText }, { status: 502 });
  return json({ hasCompany: true, ...may, contracts: found.data.items.map(contractCard), error: null });
}

export default function ContractsInfoPage() {
  const { hasCompany, mayAdd, mayFillCompany, contracts, error } = useLoaderData<typeof loader>();
  const hasActive = contracts.some((contract) => contract.active);
  return (
    <>
      <PageHeading title={TITLE}>
        {hasCompany && mayAdd && !hasActive && (
          <Link to="/personal/contracts/added/" className="button button--primary">
            Оформить договор
          </Link>
        )}
      </PageHeading>
      {!hasCompany && (
        <section className="panel">
          <CompanyRequired mayFill={mayFillCompany} />
        </section>
      )}
      {error && <Notification type="error">{error}</Notification>}
      {hasCompany && !error && contracts.length === 0 && (
        <p className="panel">
          Договоров пока нет. Выберите формат сотрудничества и примите оферту — договор вступит в силу сразу.
        </p>
      )}
      <ul className="contract-list">
        {contracts.map((contract) => (
          <li key={contract.id} className="panel contract-card">
            <h2>{contract.number}</h2>
            <p>{contract.type}</p>
            <p>
              <span className={contract.active ? "contract-status contract-status--active" : "contract-status"}>
                {contract.statusTitle}
              </span>{" "}
              {contract.period}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
