import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CodeStep } from "~/features/auth/code-step";
import { authenticator, readPendingLogin, resendLoginCode, startSession } from "~/features/auth/login.server";
import { constraintsOf } from "~/form/constraints.server";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { RememberMe } from "~/form/remember-me";
import { useGenericForm } from "~/form/use-generic-form";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { keepForVisitors } from "~/services/page-cache.server";
import { commitSession, getSession } from "~/services/session/session.server";
import { Input } from "~/ui/input";
import { titled } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";
import { codeStepSchema, loginSchema } from "~/validation/auth-forms";
import { formatPhone } from "~/validation/phone-format";

export const meta = titled("Вход");
export const handle: RouteHandle = { layout: "auth" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "guest");
  const pending = readPendingLogin(await getSession(request));
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (!pending) keepForVisitors();
  return json({
    redirectTo,
    codeSentTo: pending ? (pending.channel === "phone" ? formatPhone(pending.username) : pending.username) : null,
    constraints: constraintsOf({ login: loginSchema, code: codeStepSchema }),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAccess(request, "guest");
  const session = await getSession(request);
  const outcome = await authenticator.authenticate("form", request);
  switch (outcome.kind) {
    case "back":
      session.unset("pendingLogin");
      return redirect("/auth/", { headers: { "Set-Cookie": await commitSession(request, session) } });
    case "resend":
      return resendLoginCode(request, session);
    case "codeRequired":
      // The code step is a page of its own, so a reload or the back button cannot resend the password.
      session.set("pendingLogin", outcome.pending);
      return redirect("/auth/", { headers: { "Set-Cookie": await commitSession(request, session) } });
    case "invalid":
      return json({ reply: outcome.reply }, { status: outcome.status });
    case "signedIn": {
      const started = await startSession(request, outcome.tokens, outcome.remember, outcome.redirectTo);
      if (!("error" in started)) return started;
      return json({ reply: { status: "error" as const, error: { "": [started.errorText] } } }, { status: 502 });
    }
  }
}

export default function LoginPage() {
  const { codeSentTo } = useLoaderData<typeof loader>();
  return codeSentTo ? <LoginCodeStep sentTo={codeSentTo} /> : <CredentialsStep />;
}

function CredentialsStep() {
  const { redirectTo, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useGenericForm({
    schema: "loginSchema",
    constraint: constraints.login,
    lastResult: actionData?.reply,
    id: "login",
  });
  return (
    <>
      <h1>Вход в портал поставщика</h1>
      <GenericForm form={form} submitLabel="Войти" intent="login">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Input {...fieldProps(fields.username)} label="Телефон или e-mail" autoComplete="username" inputMode="email" />
        <Input {...fieldProps(fields.password)} label="Пароль" type="password" autoComplete="current-password" />
        <RememberMe
          id={fields.remember.id}
          defaultChecked={form.status === undefined || fields.remember.initialValue === "on"}
          errors={fields.remember.errors}
        />
      </GenericForm>
      <p className="auth-links">
        <Link to="/auth/remind/">Забыли пароль?</Link>
        <Link to="/registry/">Зарегистрироваться</Link>
      </p>
    </>
  );
}

function LoginCodeStep({ sentTo }: { sentTo: string }) {
  const { constraints } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Подтверждение входа</h1>
      <CodeStep
        id="login-code"
        constraint={constraints.code}
        sentText={`Код подтверждения выслан на ${sentTo}`}
        answer={useActionData<typeof action>()}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
