import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { fieldProps } from "~/form/field-props";
import { FormKey } from "~/form/form-key-field";
import { type FormConstraint, useGenericForm } from "~/form/use-generic-form";
import type { Channel } from "~/services/marketplace/auth.server";
import { CodeInput } from "~/ui/code-input";
import { Notification } from "~/ui/notification";
import { useHydrated } from "~/ui/use-hydrated";

export interface CodeStepProps {
  /** conform form id, one per flow. */
  id: string;
  /** The loader's `constraintsOf({ code: codeStepSchema })`. */
  constraint: FormConstraint;
  /** Where the code went, e.g. 'Код подтверждения аккаунта выслан на указанный номер +7 (900) …'. */
  sentText: string;
  /** The action's answer to the last code, resend or back submission. */
  answer?: { reply?: SubmissionResult<string[]>; codeRejected?: boolean } | null;
  /** A resend button per channel, each posting its `channel`; without, one 'Выслать код повторно'. */
  resendChannels?: readonly Channel[];
}

const RESEND_LABELS: Record<Channel, string> = { phone: "Выслать код по SMS", email: "Выслать код на Email" };

/**
 * The code step of registration and password recovery. The action receives intent `code` (with
 * `code`), `resend` (with `channel` when the step offers several) or `back`. With JS the code goes
 * on the 4th digit; without JS by the button.
 */
export function CodeStep({ id, constraint, sentText, answer, resendChannels }: CodeStepProps) {
  const hydrated = useHydrated();
  const [form, fields] = useGenericForm({
    schema: "codeStepSchema",
    constraint,
    lastResult: answer?.reply,
    id,
  });
  return (
    <div className="code-step">
      <p>{sentText}</p>
      <Form method="post" className="form" {...getFormProps(form)}>
        <FormKey form={form.id} />
        {form.errors?.length ? (
          <Notification type="error" className="form__errors">
            {form.errors.join(" ")}
          </Notification>
        ) : null}
        {/* Auto-submit has no submitter, so the intent rides in a field. */}
        <input type="hidden" name="intent" value="code" />
        <CodeInput {...fieldProps(fields.code)} invalid={answer?.codeRejected} />
        {!hydrated && (
          <button type="submit" className="button button--primary form__submit">
            Отправить код
          </button>
        )}
      </Form>
      <div className="code-step__actions">
        {(resendChannels ?? [undefined]).map((channel) => (
          <Form method="post" key={channel ?? "again"}>
            <FormKey form={`resend-${channel ?? "again"}`} />
            {channel && <input type="hidden" name="channel" value={channel} />}
            <button type="submit" name="intent" value="resend" className="button button--ghost">
              {channel ? RESEND_LABELS[channel] : "Выслать код повторно"}
            </button>
          </Form>
        ))}
        <Form method="post">
          <FormKey form="back" />
          <button type="submit" name="intent" value="back" className="button button--ghost">
            Назад
          </button>
        </Form>
      </div>
    </div>
  );
}
