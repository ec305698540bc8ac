import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CompanyRequired } from "~/features/onboarding/onboarding";
import { redirectAfterOnboardingStep } from "~/features/onboarding/onboarding.server";
import { FormKey } from "~/form/form-key-field";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace, formErrorStatus, isMissing, upstreamFailure } from "~/services/marketplace/client.server";
import { contracts, type Offer } from "~/services/marketplace/contracts.server";
import { Checkbox } from "~/ui/checkbox";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { formatDate, orMissing } from "~/utils/format";
import { titled } from "~/utils/meta";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";
import { offerAcceptanceSchema } from "~/validation/contract-form";

const TITLE = "Договор-оферта";

export const meta = titled(TITLE);

/** The active offer, or an earlier edition by id, and the list of editions: one parallel round. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id === undefined ? null : Number(requireParam(params.id, DIGITS));
  const viewer = await requireViewer(request, "contractAdd");
  if (!viewer.activeContractorId) {
    return json({ hasCompany: false as const, mayFillCompany: mayOpen(viewer, "companyEdit", { request }) });
  }
  const api = await marketplace(request);
  const [offer, history] = await Promise.all([
    id === null ? contracts.activeOffer(api) : contracts.offer(api, id),
    contracts.offerHistory(api),
  ]);
  if (offer.error) throw isMissing(offer) ? notFound() : upstreamFailure(offer);
  // The active offer's answer is the active edition unless it says otherwise.
  const shown = offerView({ ...offer.data, active: offer.data.active ?? id === null });
  return json({
    hasCompany: true as const,
    offer: shown,
    // Accepting an offer is accepting its text: one the marketplace sent without any is not offered.
    mayAccept: shown.active && shown.paragraphs.length > 0,
    // The editions list falls back to empty like any dictionary.
    history: history.error ? [] : history.data.items.map(offerView),
  });
}

/** An edition of the offer: «—» for a title, edition or date the marketplace left out. */
function offerView(offer: Offer) {
  return {
    id: offer.id,
    title: orMissing(offer.title),
    active: offer.active === true,
    published: `Редакция ${orMissing(offer.version)} от ${formatDate(offer.publishedAt)}`,
    paragraphs: (offer.content ?? "").split(/\n{2,}/).filter((paragraph) => paragraph.trim()),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "contractAdd");
  const formData = await readForm(request, { once: true });
  readIntent(formData, ["accept"]);
  const submission = parseWithZod(formData, { schema: offerAcceptanceSchema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  const api = await marketplace(request);
  const contract = await contracts.create(api, {
    contractType: submission.value.contractType,
    inn: viewer.activeContractorInn,
  });
  if (contract.error) {
    return json(
      { reply: submission.reply({ formErrors: [contract.errorText] }) },
      { status: formErrorStatus(contract) },
    );
  }
  const choice = { activeContractorId: viewer.activeContractorId, activeContractId: contract.data.id };
  return redirectAfterOnboardingStep(api, request, "/", choice, {
    type: "success",
    text: `${contract.data.number ? `Договор № ${contract.data.number}` : "Договор"} заключён. Добавьте товары — и можно начинать продавать.`,
  });
}

export default function OfferPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.hasCompany) {
    return (
      <>
        <PageHeading title={TITLE} />
        <section className="panel">
          <CompanyRequired mayFill={data.mayFillCompany} />
        </section>
      </>
    );
  }
  const { offer, mayAccept, history } = data;
  return (
    <>
      <PageHeading title={TITLE} />
      <article className="panel offer">
        <h2>{offer.title}</h2>
        <p className="offer__published">{offer.published}</p>
        {offer.paragraphs.length > 0 ? (
          <div className="offer-text">
            {offer.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        ) : (
          <Notification type="notice">
            Текст этой редакции оферты пока недоступен. Загляните позже или напишите в поддержку.
          </Notification>
        )}
        {mayAccept ? (
          <AcceptOffer />
        ) : (
          !offer.active && (
            <Notification type="notice">
              Это прежняя редакция. Договор заключается на условиях{" "}
              <Link to="/personal/contracts/offer/">действующей оферты</Link>.
            </Notification>
          )
        )}
      </article>
      {history.length > 0 && (
        <section className="panel offer-editions" aria-labelledby="offer-history-title">
          <h2 id="offer-history-title">Редакции оферты</h2>
          <ul className="offer-history">
            {history.map((edition) => (
              <li key={edition.id}>
                <Link to={`/personal/contracts/offer/${edition.id}/`}>{edition.published}</Link>
                {edition.active && " — действующая"}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * A plain form checked on the server: one checkbox needs no client-side rules, and leaving conform
 * and zod out keeps the page light.
 */
function AcceptOffer() {
  const reply = useActionData<typeof action>()?.reply;
  const fieldErrors = (name: string) => reply?.error?.[name] ?? undefined;
  const formErrors = fieldErrors("");
  return (
    <Form method="post" className="form" noValidate>
      <FormKey form="offer" />
      {formErrors && <Notification type="error">{formErrors.join(" ")}</Notification>}
      <input type="hidden" name="contractType" value="commission" />
      <Checkbox
        name="offerAccepted"
        label="Я принимаю условия оферты"
        required
        errors={fieldErrors("offerAccepted")}
        defaultChecked={reply?.initialValue?.offerAccepted === "on"}
      />
      <button type="submit" name="intent" value="accept" className="button button--primary form__submit">
        Заключить договор
      </button>
    </Form>
  );
}

export { loaderKeptAfterRefusal as shouldRevalidate } from "~/form/refused-post";
export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
