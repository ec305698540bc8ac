import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { fieldProps } from "~/form/field-props";
import { GenericForm } from "~/form/generic-form";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import { Input } from "~/ui/input";

export interface NewPasswordFormProps {
  id: string;
  /** The loader's `constraintsOf({ password: passwordStepSchema })`. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel?: string;
  /** Hidden fields the action needs besides the pair (the invitation's username and code). */
  children?: ReactNode;
}

/**
 * 'Придумайте пароль' / 'Введите пароль еще раз', posted with intent `confirm`: the last step of
 * registration, recovery and a worker's invitation. With JS the button waits for a valid pair.
 */
export function NewPasswordForm({
  id,
  constraint,
  lastResult,
  submitLabel = "Подтвердить",
  children,
}: NewPasswordFormProps) {
  const [form, fields] = useGenericForm({ schema: "passwordStepSchema", constraint, lastResult, id });
  return (
    <GenericForm form={form} submitLabel={submitLabel} intent="confirm">
      {children}
      <Input {...fieldProps(fields.password)} label="Придумайте пароль" type="password" autoComplete="new-password" />
      <Input
        {...fieldProps(fields.passwordConfirm)}
        label="Введите пароль еще раз"
        type="password"
        autoComplete="new-password"
      />
    </GenericForm>
  );
}
