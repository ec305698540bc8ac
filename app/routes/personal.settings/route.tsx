import type { SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CodeStep } from "~/features/auth/code-step";
import { NewOrdersNotifications } from "~/features/orders/new-orders-notifications";
import { constraintsOf } from "~/form/constraints.server";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import { requireViewer } from "~/services/access/guards.server";
import { ROLE_TITLES } from "~/services/access/roles";
import { readForm, readIntent } from "~/services/forms/read-form.server";
import { marketplace } from "~/services/marketplace/client.server";
import { users } from "~/services/marketplace/users.server";
import { Input } from "~/ui/input";
import { Notification } from "~/ui/notification";
import { PageHeading } from "~/ui/page-heading";
import { PhoneInput } from "~/ui/phone-input";
import { nameOf, orMissing } from "~/utils/format";
import { titled } from "~/utils/meta";
import { codeStepSchema } from "~/validation/auth-forms";
import { passwordChangeSchema, profileSchema } from "~/validation/personal-forms";
import { formatPhone } from "~/validation/phone-format";
import { changePassword, continuePhoneChange, saveProfile, SETTINGS_INTENTS } from "./settings.server";

const TITLE = "Настройки профиля";

export const meta = titled(TITLE);

/** The user as the marketplace knows them (users/me), and the new phone waiting for its code. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request, "signedIn");
  const api = await marketplace(request);
  const me = await users.me(api);
  const pending = api.session.get("phoneChange");
  const constraints = constraintsOf({ profile: profileSchema, password: passwordChangeSchema, code: codeStepSchema });
  const phoneChange = pending ? { sentTo: formatPhone(pending.phone) } : null;
  if (me.error) return json({ profile: null, error: me.errorText, phoneChange, constraints }, { status: 502 });
  const { name, phone, email, roles } = me.data;
  const profile = {
    name,
    phone,
    email: orMissing(email),
    // A role the portal does not know is shown as sent.
    roles: orMissing((roles ?? []).map((role) => nameOf(ROLE_TITLES, role)).join(", ")),
  };
  return json({ profile, error: null, phoneChange, constraints });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireViewer(request, "signedIn");
  const formData = await readForm(request);
  const intent = readIntent(formData, SETTINGS_INTENTS);
  const api = await marketplace(request);
  switch (intent) {
    case "profile":
      return saveProfile(api, request, viewer, formData);
    case "password":
      return changePassword(api, request, formData);
    default:
      return continuePhoneChange(api, request, viewer, intent, formData);
  }
}

type Answer = { form: string; reply?: SubmissionResult<string[]> };

export default function SettingsPage() {
  const { profile, error, phoneChange, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Answer | undefined;
  const replyOf = (form: string) => (actionData?.form === form ? actionData.reply : undefined);
  return (
    <>
      <PageHeading title={TITLE} />
      {error && <Notification type="error">{error}</Notification>}
      {profile && (
        <section className="panel settings-block" aria-labelledby="profile-title">
          <h2 id="profile-title">Личные данные</h2>
          <dl className="settings-facts">
            <div>
              <dt>Роль</dt>
              <dd>{profile.roles}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{profile.email}</dd>
            </div>
          </dl>
          {phoneChange ? (
            <CodeStep
              id="phone-code"
              constraint={constraints.code}
              sentText={`Код подтверждения выслан на новый номер ${phoneChange.sentTo}`}
              answer={actionData?.form === "code" ? actionData : null}
            />
          ) : (
            <ProfileForm
              constraint={constraints.profile}
              defaults={{ name: profile.name, phone: profile.phone }}
              lastResult={replyOf("profile")}
            />
          )}
        </section>
      )}
      <section className="panel settings-block" aria-labelledby="password-title">
        <h2 id="password-title">Смена пароля</h2>
        <PasswordForm constraint={constraints.password} lastResult={replyOf("password")} />
      </section>
      <NewOrdersNotifications />
    </>
  );
}

function ProfileForm({
  constraint,
  defaults,
  lastResult,
}: {
  constraint: FormConstraint;
  defaults: { name?: string; phone?: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useGenericForm({
    schema: "profileSchema",
    constraint,
    lastResult,
    id: "profile",
    defaultValue: defaults,
  });
  return (
    <GenericForm form={form} submitLabel="Сохранить" intent="profile">
      <Input {...fieldProps(fields.name)} label="ФИО" autoComplete="name" />
      <PhoneInput
        {...fieldProps(fields.phone)}
        label="Телефон"
        hint="Новый номер подтвердим кодом из SMS, которое придёт на него."
      />
    </GenericForm>
  );
}

function PasswordForm({
  constraint,
  lastResult,
}: {
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useGenericForm({ schema: "passwordChangeSchema", constraint, lastResult, id: "password" });
  return (
    <GenericForm form={form} submitLabel="Изменить пароль" intent="password">
      <Input
        {...fieldProps(fields.oldPassword)}
        label="Текущий пароль"
        type="password"
        autoComplete="current-password"
      />
      <Input {...fieldProps(fields.password)} label="Новый пароль" type="password" autoComplete="new-password" />
      <Input
        {...fieldProps(fields.passwordConfirm)}
        label="Новый пароль ещё раз"
        type="password"
        autoComplete="new-password"
        hint="После смены пароля на других устройствах нужно будет войти снова."
      />
    </GenericForm>
  );
}

export { loaderKeptAfterRefusal as shouldRevalidate } from "~/form/refused-post";
export { RouteErrorBoundary as ErrorBoundary } from "~/layouts/error-page";
