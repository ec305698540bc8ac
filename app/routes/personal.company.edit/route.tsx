import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { redirectAfterOnboardingStep } from "~/features/onboarding/onboarding.server";
import { constraintsOf } from "~/form/constraints.server";
import { draftScope } from "~/form/local-draft-store";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import {
  type ApiError,
  dictionaryNotLoaded,
  formErrorStatus,
  marketplace,
  type Marketplace,
} from "~/services/marketplace/client.server";
import { contractors } from "~/services/marketplace/contractors.server";
import { directories } from "~/services/marketplace/directories.server";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { companyInnSchema, companySchema, companySchemaFor } from "~/validation/company-forms";
import { companyFormDefaults, registryFormDefaults } from "./company-defaults.server";
import { CompanyForm, InnStep } from "./company-form";
import { innOwnersOfDictionary, orgTypeOptions, sectionOptions } from "./company-options.server";

const TITLE = "Редактирование данных компании";

const NO_LEGAL_NAME =
  "Маркетплейс не сообщил юридическое наименование компании, без него данные не сохранить. Попробуйте позже.";

export const meta = titled(TITLE);

/**
 * An existing company opens with its card. A new one starts with the INN (`?inn=`): the registry
 * lookup and both dictionaries load in one parallel round and pre-fill the form.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request, "companyEdit");
  const api = await marketplace(request);
  const constraints = constraintsOf({ inn: companyInnSchema, company: companySchema });
  if (viewer.activeContractorInn) {
    const [company, options] = await Promise.all([
      contractors.byInn(api, viewer.activeContractorInn),
      formOptions(api),
    ]);
    if (company.error) return json({ step: "failed" as const, error: company.errorText }, { status: 502 });
    return json({
      step: "form" as const,
      isNew: false,
      // The card found by the session's INN is that company's, whether or not it repeats the INN.
      defaults: companyFormDefaults({ ...company.data, inn: company.data.inn ?? viewer.activeContractorInn }),
      ...options,
      constraints,
      // The local draft is of the company with this INN (docs/decisions/070).
      draft: draftScope(viewer, viewer.activeContractorInn),
    });
  }
  const query = new URL(request.url).searchParams;
  if (!query.has("inn")) return json({ step: "inn" as const, innReply: null, constraints });
  const submission = parseWithZod(query, { schema: companyInnSchema });
  if (submission.status !== "success") return json({ step: "inn" as const, innReply: submission.reply(), constraints });
  const [found, options] = await Promise.all([directories.konturFocus(api, submission.value.inn), formOptions(api)]);
  if (found.error) {
    const innReply = submission.reply({ fieldErrors: { inn: [found.errorText] } });
    return json({ step: "inn" as const, innReply, constraints });
  }
  return json({
    step: "form" as const,
    isNew: true,
    defaults: registryFormDefaults(found.data),
    ...options,
    constraints,
    draft: draftScope(viewer, submission.value.inn),
  });
}

async function formOptions(api: Marketplace) {
  const [orgTypes, sections] = await Promise.all([directories.orgTypes(api), directories.sections(api)]);
  const notLoaded = [orgTypes.failed && "формы собственности", sections.failed && "категории товаров"].filter(Boolean);
  return {
    orgTypes: orgTypeOptions(orgTypes.items),
    innOwners: innOwnersOfDictionary(orgTypes.items),
    sections: sectionOptions(sections.items),
    // Both lists are required choices: without one the form cannot be sent, so the page says why it is empty.
    dictionaryProblem: notLoaded.length ? dictionaryNotLoaded(notLoaded.join(" и "), "заполнить форму") : null,
  };
}

/**
 * The INN and the legal name say who the company is in law, so they are never taken from the post
 * (the form shows them read-only and disabled, docs/decisions/063): an existing company keeps its stored ones,
 * a new one is sent with the legal name the registry gives for its INN. A forged field changes nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "companyEdit");
  const formData = await readForm(request, { once: true });
  readIntent(formData, ["save"]);
  const existing =
    viewer.activeContractorId && viewer.activeContractorInn
      ? { id: viewer.activeContractorId, inn: viewer.activeContractorInn }
      : null;
  if (existing) formData.set("inn", existing.inn);
  const api = await marketplace(request);
  const innOwners = innOwnersOfDictionary((await directories.orgTypes(api)).items);
  const submission = parseWithZod(formData, { schema: companySchemaFor(innOwners) });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  const refused = (error: ApiError) =>
    json({ reply: submission.reply({ formErrors: [error.errorText] }) }, { status: formErrorStatus(error) });
  const registered = existing
    ? await contractors.byInn(api, existing.inn)
    : await directories.konturFocus(api, submission.value.inn);
  if (registered.error) return refused(registered);
  // The legal name is never the form's (decision 063): without the marketplace's, nothing can be sent.
  const { fullName } = registered.data;
  if (!fullName?.trim()) {
    return json({ reply: submission.reply({ formErrors: [NO_LEGAL_NAME] }) }, { status: 502 });
  }
  const company = { ...submission.value, fullName };
  const saved = existing ? await contractors.update(api, existing.id, company) : await contractors.create(api, company);
  if (saved.error) return refused(saved);
  // The company just saved is the one the user works for; a new one has no contract yet.
  const choice = { activeContractorId: saved.data.id, activeContractId: viewer.activeContractId };
  return redirectAfterOnboardingStep(api, request, "/personal/company/", choice, {
    type: "success",
    text: "Данные компании сохранены. Мы проверяем документы и после проверки отправим письмо об активации на вашу электронную почту.",
  });
}

export default function CompanyEditPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading title={TITLE} />
      {data.step === "failed" && <Notification type="error">{data.error}</Notification>}
      {data.step === "inn" && <InnStep constraint={data.constraints.inn} lastResult={data.innReply} />}
      {data.step === "form" && data.dictionaryProblem && (
        <Notification type="error">{data.dictionaryProblem}</Notification>
      )}
      {data.step === "form" && (
        <CompanyForm
          constraint={data.constraints.company}
          defaults={data.defaults}
          orgTypes={data.orgTypes}
          innOwners={data.innOwners}
          sections={data.sections}
          isNew={data.isNew}
          lastResult={actionData?.reply}
          draft={data.draft}
        />
      )}
    </>
  );
}

export { loaderKeptAfterRefusal as shouldRevalidate } from "~/form/refused-post";
export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
