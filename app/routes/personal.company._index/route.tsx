import { type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { marketplace } from "~/services/marketplace/client.server";
import { contractors } from "~/services/marketplace/contractors.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { formatPhone } from "~/validation/phone-format";
import { companyDetails, type DetailsBlock } from "./company-details.server";

const TITLE = "Данные компании";

export const meta = titled(TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "signedIn");
  const mayEdit = mayOpen(viewer, "companyEdit", { request });
  const needsContract = !viewer.activeContractId && mayOpen(viewer, "contractAdd", { request });
  if (!viewer.activeContractorInn) return json({ company: null, error: null, mayEdit, needsContract });
  const company = await contractors.byInn(await marketplace(request), viewer.activeContractorInn);
  if (company.error) return json({ company: null, error: company.errorText, mayEdit, needsContract }, { status: 502 });
  // Formatted here: the phone rules module would bring zod into the page's JavaScript.
  const phone = company.data.phone && formatPhone(company.data.phone);
  return json({ company: companyDetails({ ...company.data, phone }), error: null, mayEdit, needsContract });
}

export default function CompanyPage() {
  const { company, error, mayEdit, needsContract } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={TITLE}>
        {company && mayEdit && (
          <Link to="/personal/company/edit/" className="button button--ghost">
            Редактировать
          </Link>
        )}
      </PageHeading>
      {error && <Notification type="error">{error}</Notification>}
      {!company && !error && <NoCompany mayEdit={mayEdit} />}
      {company && needsContract && (
        <Notification type="notice" title="Следующий шаг — выберите формат сотрудничества" className="company-next">
          <Link to="/personal/contracts/added/">Оформить договор</Link>
        </Notification>
      )}
      {company && <CompanyCard company={company} />}
    </>
  );
}

function NoCompany({ mayEdit }: { mayEdit: boolean }) {
  return (
    <section className="panel company-empty">
      <p>Данные компании ещё не заполнены. Они нужны для договора, выплат и документов.</p>
      {mayEdit ? (
        <Link to="/personal/company/edit/" className="button button--primary">
          Заполнить данные компании
        </Link>
      ) : (
        <p>Заполнить их может владелец компании.</p>
      )}
    </section>
  );
}

function CompanyCard({ company }: { company: DetailsBlock[] }) {
  return (
    <div className="company-card">
      {company.map((block, index) => (
        <section key={index} className="panel company-block">
          <h2>{block.title}</h2>
          <dl className="company-details">
            {block.rows.map(([label, value]) => (
              <div key={label} className="company-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
