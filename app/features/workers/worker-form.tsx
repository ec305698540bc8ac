import type { SubmissionResult } from "@conform-to/react";
import { COMPANY_REQUIRED_TITLE, CompanyRequired } from "~/features/onboarding/onboarding";
import { fieldProps, listFieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import { Input } from "~/ui/input";
import { Notification } from "~/ui/notification";
import { PhoneInput } from "~/ui/phone-input";
import { Select, type SelectOption } from "~/ui/select";
import { WORKER_ROLE_OPTIONS } from "./worker-roles";

export type WorkerDefaults = { name?: string; phone?: string; userRole?: string; contractorIds?: string[] };

const ROLE_OPTIONS: SelectOption[] = WORKER_ROLE_OPTIONS.map((option) => ({ ...option, id: option.value }));

/**
 * A worker's card: the invitation asks for the e-mail the link goes to; editing
 * keeps it. Companies are the owner's own, at least one: an owner who has none yet is told so
 * before the fields, and sent to the company's data when they may fill it in.
 */
export function WorkerForm({
  invitation,
  constraint,
  companies,
  companyEditOffered,
  defaults,
  lastResult,
}: {
  invitation: boolean;
  constraint: FormConstraint;
  companies: SelectOption[];
  companyEditOffered: boolean;
  defaults?: WorkerDefaults;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useGenericForm({
    schema: invitation ? "workerInvitationSchema" : "workerEditSchema",
    constraint,
    lastResult,
    id: "worker",
    defaultValue: defaults,
  });
  // Only the invitation's schema has the e-mail, hence the widened fieldset type.
  const email = invitation ? (fields as Record<string, (typeof fields)["name"]>).email : null;
  return (
    <GenericForm
      form={form}
      submitLabel={invitation ? "Отправить приглашение" : "Сохранить"}
      intent="save"
      className="panel worker-form"
    >
      {companies.length === 0 && (
        <Notification type="warning" title={COMPANY_REQUIRED_TITLE} className="form__notice">
          <CompanyRequired purpose="привязать сотрудника к компании" mayFill={companyEditOffered} />
        </Notification>
      )}
      <Input {...fieldProps(fields.name)} label="ФИО" autoComplete="off" />
      <PhoneInput {...fieldProps(fields.phone)} label="Телефон" autoComplete="off" />
      {email && (
        <Input
          {...fieldProps(email)}
          label="E-mail"
          type="email"
          autoComplete="off"
          hint="На этот адрес придёт ссылка, по которой сотрудник придумает пароль."
        />
      )}
      <Select {...fieldProps(fields.userRole)} label="Роль" options={ROLE_OPTIONS} />
      <Select {...listFieldProps(fields.contractorIds)} label="Компании" options={companies} multiple />
    </GenericForm>
  );
}
