import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { confirmNewPassword } from "~/features/auth/code-steps.server";
import { NewPasswordForm } from "~/features/auth/new-password-form";
import { constraintsOf } from "~/form/constraints.server";
import { OneRequestAtATime } from "~/form/one-request-at-a-time";
import type { RouteHandle } from "~/layouts/layout";
import { requireAccess } from "~/services/access/guards.server";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { titled } from "~/utils/meta";
import { passwordStepSchema } from "~/validation/auth-forms";
import { formatPhone } from "~/validation/phone-format";

const TITLE = "Подтверждение регистрации";

export const meta = titled(TITLE);
export const handle: RouteHandle = { layout: "auth" };

/** The invitation link the owner's e-mail carries: /registry/confirm/?username=<phone>&code=<code>. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccess(request, "guest");
  const query = new URL(request.url).searchParams;
  return json({
    username: query.get("username") ?? "",
    code: query.get("code") ?? "",
    constraints: constraintsOf({ password: passwordStepSchema }),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAccess(request, "guest");
  const formData = await readForm(request);
  readIntent(formData, ["confirm"]);
  const failed = await confirmNewPassword(await marketplace(request), "invitation", {}, formData);
  if (failed) return failed;
  return redirectWithToast(request, "/auth/", { type: "success", text: "Пароль установлен. Войдите в портал" });
}

export default function RegistryConfirmPage() {
  const { username, code, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <OneRequestAtATime>
      <h1>{TITLE}</h1>
      <p>
        Вас пригласили в портал поставщика. Придумайте пароль для входа
        {username && ` по номеру ${formatPhone(username)}`}.
      </p>
      <NewPasswordForm id="invitation" constraint={constraints.password} lastResult={actionData?.reply}>
        {/* The link's proof travels with the passwords; the action checks it is complete. */}
        <input type="hidden" name="username" value={username} />
        <input type="hidden" name="code" value={code} />
      </NewPasswordForm>
    </OneRequestAtATime>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
