import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeStep } from "~/features/auth/code-step";
import { CODE_FLOW_INTENTS, continueCodeFlow, saveAndRedirect } from "~/features/auth/code-steps.server";
import { NewPasswordForm } from "~/features/auth/new-password-form";
import { RECOVERY_PAGE, recoverySteps, recoveryView, startRecovery } from "~/features/auth/recovery.server";
import { constraintsOf } from "~/form/constraints.server";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { OneRequestAtATime } from "~/form/one-request-at-a-time";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace, refusalStatus } from "~/services/marketplace/client.server";
import { keepForVisitors } from "~/services/page-cache.server";
import { getSession } from "~/services/session/session.server";
import { Input } from "~/ui/input";
import { titled } from "~/utils/meta";
import { codeStepSchema, passwordStepSchema, recoverySchema } from "~/validation/auth-forms";

const TITLE = "Восстановление пароля";

export const meta = titled(TITLE);
export const handle: RouteHandle = { layout: "auth" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "guest");
  const session = await getSession(request);
  const constraints = constraintsOf({ recovery: recoverySchema, code: codeStepSchema, password: passwordStepSchema });
  const flow = session.get("recovery");
  if (!flow) keepForVisitors();
  return json({ ...recoveryView(flow), constraints });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAccess(request, "guest");
  const api = await marketplace(request);
  const formData = await readForm(request);
  if (readIntent(formData, ["request", ...CODE_FLOW_INTENTS]) === "request") {
    const submission = parseWithZod(formData, { schema: recoverySchema });
    if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
    const started = await startRecovery(request, api, submission.value.username);
    if ("error" in started) {
      return json(
        { reply: submission.reply({ formErrors: [started.errorText] }) },
        { status: refusalStatus(started.status) },
      );
    }
    api.session.set("recovery", started);
    return saveAndRedirect(request, api.session, RECOVERY_PAGE);
  }
  return continueCodeFlow(request, api, formData, "recovery", recoverySteps);
}

export default function RemindPage() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <OneRequestAtATime>
      <h1>{TITLE}</h1>
      {view.step === "form" ? (
        <RequestStep username={view.username} constraint={view.constraints.recovery} />
      ) : view.step === "code" ? (
        <CodeStep
          id="recovery-code"
          constraint={view.constraints.code}
          sentText={`Код подтверждения выслан на ${view.sentTo}`}
          answer={actionData}
        />
      ) : (
        <NewPasswordForm
          id="recovery-password"
          constraint={view.constraints.password}
          lastResult={actionData?.reply}
          submitLabel="Сохранить пароль"
        />
      )}
      <p className="auth-links">
        <Link to="/auth/">Вернуться ко входу</Link>
      </p>
    </OneRequestAtATime>
  );
}

function RequestStep({ username, constraint }: { username?: string; constraint: FormConstraint }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useGenericForm({
    schema: "recoverySchema",
    constraint,
    lastResult: actionData?.reply,
    defaultValue: { username },
    id: "recovery",
  });
  return (
    <GenericForm form={form} submitLabel="Получить код" intent="request">
      <p>Введите телефон или e-mail, указанный при регистрации: мы вышлем на него код для смены пароля.</p>
      <Input {...fieldProps(fields.username)} label="Телефон или e-mail" autoComplete="username" inputMode="email" />
    </GenericForm>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
