import type { SubmissionResult } from "@conform-to/react";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import { Input } from "~/ui/input";
import { PhoneInput } from "~/ui/phone-input";

export interface RegistrationFormProps {
  /** The loader's `constraintsOf({ registration: registrationSchema })`. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { name: string; phone: string; email: string };
  /** The registration page's action; another page (the landing) passes "/registry/?index". */
  action?: string;
}

/** Step 1 of the registration: ФИО, phone, e-mail and the privacy consent, intent `signup`. */
export function RegistrationForm({ constraint, lastResult, defaultValue, action }: RegistrationFormProps) {
  const [form, fields] = useGenericForm({
    schema: "registrationSchema",
    constraint,
    lastResult,
    defaultValue,
    id: "registration",
  });
  return (
    <GenericForm form={form} submitLabel="Далее" intent="signup" consent action={action}>
      <Input {...fieldProps(fields.name)} label="ФИО" autoComplete="name" />
      <PhoneInput {...fieldProps(fields.phone)} label="Телефон" />
      <Input {...fieldProps(fields.email)} label="Email" type="email" autoComplete="email" />
    </GenericForm>
  );
}
