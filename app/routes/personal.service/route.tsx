import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { actAs, stopActing } from "~/features/auth/impersonation.server";
import { constraintsOf } from "~/form/constraints.server";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { useGenericForm } from "~/form/use-generic-form";
import { requireAccess, requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { refusalStatus } from "~/services/marketplace/client.server";
import { Input } from "~/ui/input";
import { PageHeading } from "~/ui/page-heading";
import { titled } from "~/utils/meta";
import { impersonationSchema } from "~/validation/auth-forms";

const TITLE = "Сервисные функции";

export const meta = titled(TITLE);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "service");
  return json({ constraints: constraintsOf({ impersonation: impersonationSchema }) });
}

/**
 * intent `impersonate`: act as the user named in the field (service users only). intent `return`
 * comes from the banner of the user being acted as, so it needs only a signed-in session.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await readForm(request);
  // The guard goes first, so a refused viewer is sent where its GET would be, whatever it posted.
  if (formData.get("intent") === "return") {
    await requireViewer(request, "signedIn");
    return stopActing(request);
  }
  await requireViewer(request, "service");
  readIntent(formData, ["impersonate"]);
  const submission = parseWithZod(formData, { schema: impersonationSchema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  const switched = await actAs(request, submission.value.username);
  if (switched instanceof Response) return switched;
  const reply = submission.reply({ fieldErrors: { username: [switched.errorText] } });
  return json({ reply }, { status: refusalStatus(switched.status) });
}

export default function ServicePage() {
  const { constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useGenericForm({
    schema: "impersonationSchema",
    constraint: constraints.impersonation,
    lastResult: actionData?.reply,
    id: "impersonation",
  });
  return (
    <>
      <PageHeading title={TITLE} />
      <section className="panel">
        <h2>Войти как пользователь</h2>
        <GenericForm form={form} submitLabel="Войти как пользователь" intent="impersonate">
          <Input
            {...fieldProps(fields.username)}
            label="Телефон или e-mail пользователя"
            autoComplete="off"
            inputMode="email"
            hint="Вы увидите портал так, как его видит этот пользователь. Вернуться можно кнопкой «Вернуться» вверху страницы."
          />
        </GenericForm>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
