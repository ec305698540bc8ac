import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeStep, type CodeStepProps } from "~/features/auth/code-step";
import { CODE_FLOW_INTENTS, continueCodeFlow, saveAndRedirect } from "~/features/auth/code-steps.server";
import { NewPasswordForm } from "~/features/auth/new-password-form";
import {
  flowFromQuery,
  REGISTRATION_PAGE,
  registrationSteps,
  registrationView,
  signUpFlow,
} from "~/features/auth/registration.server";
import { constraintsOf } from "~/form/constraints.server";
import { OneRequestAtATime } from "~/form/one-request-at-a-time";
import type { FormConstraint } from "~/form/use-generic-form";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { Notification } from "~/ui/notification";
import { titled } from "~/utils/meta";
import { codeStepSchema, passwordStepSchema, registrationSchema } from "~/validation/auth-forms";
import { RegistrationForm } from "./registration-form";

export const meta = titled("Регистрация");
export const handle: RouteHandle = { layout: "auth", wide: true };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "guest");
  const api = await marketplace(request);
  // A prefill link is consumed once: the flow goes to the session and the URL loses the query,
  // so a reload does not sign up again.
  const prefilled = await flowFromQuery(request, api);
  if (prefilled) {
    api.session.set("registration", prefilled);
    return saveAndRedirect(request, api.session, REGISTRATION_PAGE);
  }
  const constraints = constraintsOf({
    registration: registrationSchema,
    code: codeStepSchema,
    password: passwordStepSchema,
  });
  return json({ ...registrationView(api.session.get("registration")), constraints });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAccess(request, "guest");
  const api = await marketplace(request);
  const formData = await readForm(request, { once: true });
  if (readIntent(formData, ["signup", ...CODE_FLOW_INTENTS]) === "signup") {
    const submission = parseWithZod(formData, { schema: registrationSchema });
    if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
    const { name, phone, email } = submission.value;
    api.session.set("registration", await signUpFlow(request, api, { name, phone, email }));
    return saveAndRedirect(request, api.session, REGISTRATION_PAGE);
  }

  return continueCodeFlow(request, api, formData, "registration", registrationSteps);
}

export default function RegistryPage() {
  const view = useLoaderData<typeof loader>();
  return (
    <OneRequestAtATime>
      {view.step === "form" ? (
        <SignupStep contacts={view.contacts} error={view.error} constraint={view.constraints.registration} />
      ) : (
        <AccountConfirmation
          step={view.step}
          sentText={view.sentText}
          resendChannels={view.resendChannels}
          constraints={view.constraints}
        />
      )}
    </OneRequestAtATime>
  );
}

type SignupStepProps = {
  contacts?: { name: string; phone: string; email: string };
  error: string | null;
  constraint: FormConstraint;
};

function SignupStep({ contacts, error, constraint }: SignupStepProps) {
  const actionData = useActionData<typeof action>();
  return (
    <>
      <h1>Регистрация</h1>
      {/* The refusal of the last signup; a new submission answers for itself. */}
      {error !== null && !actionData && <Notification type="error">{error}</Notification>}
      <RegistrationForm constraint={constraint} lastResult={actionData?.reply} defaultValue={contacts} />
      <p className="auth-links">
        Уже зарегистрированы? <Link to="/auth/">Войти</Link>
      </p>
    </>
  );
}

type AccountConfirmationProps = {
  step: "code" | "password";
  /** Where the code went: the phone, or the e-mail once the user asked for it there. */
  sentText: string;
  resendChannels: CodeStepProps["resendChannels"];
  constraints: Record<"code" | "password", FormConstraint>;
};

function AccountConfirmation({ step, sentText, resendChannels, constraints }: AccountConfirmationProps) {
  const actionData = useActionData<typeof action>();
  return (
    <>
      <h1>Подтверждение аккаунта</h1>
      {step === "code" ? (
        <CodeStep
          id="registration-code"
          constraint={constraints.code}
          sentText={sentText}
          answer={actionData}
          resendChannels={resendChannels}
        />
      ) : (
        <>
          <p>{sentText}</p>
          <Notification type="success">Код подтвержден</Notification>
          <NewPasswordForm
            id="registration-password"
            constraint={constraints.password}
            lastResult={actionData?.reply}
          />
        </>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
