import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CompanyRequired } from "~/features/onboarding/onboarding";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import {
  contracts,
  type Contract,
  type ContractStatus,
  type ContractType,
} from "~/services/marketplace/contracts.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { formatDate } from "~/utils/format";
import { titled } from "~/utils/meta";

const TITLE = "Договоры";

const STATUS_TITLES: Record<ContractStatus, string> = {
  active: "Действует",
  not_active: "Не действует",
  suspended: "Приостановлен",
  completed: "Завершён",
};

const TYPE_TITLES: Record<ContractType, string> = {
  commission: "Договор комиссии",
  supply: "Договор поставки",
};

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

type ContractCard = ReturnType<typeof contractCard>;

function contractCard(contract: Contract) {
  return {
    id: contract.id,
    number: `№ ${contract.number}`,
    type: TYPE_TITLES[contract.contractType],
    status: contract.status,
    statusTitle: STATUS_TITLES[contract.status],
    period: [
      contract.startAt && `с ${formatDate(contract.startAt)}`,
      contract.endAt && `по ${formatDate(contract.endAt)}`,
    ]
      .filter(Boolean)
      .join(" "),
  };
}

export default function ContractsInfoPage() {
  const { hasCompany, mayAdd, mayFillCompany, contracts, error } = useLoaderData<typeof loader>();
  const hasActive = contracts.some((contract) => contract.status === "active");
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
              <span className={`contract-status contract-status--${contract.status}`}>{contract.statusTitle}</span>{" "}
              {contract.period}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
