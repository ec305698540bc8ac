import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useState } from "react";
import { Notification } from "~/ui/notification";
import { useHydrated } from "~/ui/use-hydrated";
import { FormKey } from "./form-key-field";
import { CONSENT_FIELD, PrivacyConsent } from "./privacy-consent";

export interface GenericFormProps<Schema extends Record<string, unknown>> {
  /** From useGenericForm. */
  form: FormMetadata<Schema, string[]>;
  submitLabel: string;
  /** Render the privacy consent checkbox (field `consent`). */
  consent?: boolean;
  method?: "get" | "post";
  action?: string;
  /** Sent as `intent` with the submit button, for actions serving several forms. */
  intent?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The portal's form frame: form-level messages on top, the fields, the optional privacy
 * consent and the submit button. With JS the button is disabled while a field is invalid, while
 * the form is submitting and while the consent is unticked; without JS it always submits and the
 * server answers with every message at once.
 */
export function GenericForm<Schema extends Record<string, unknown>>({
  form,
  submitLabel,
  consent = false,
  method = "post",
  action,
  intent,
  className,
  children,
}: GenericFormProps<Schema>) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // Ticked on a fresh form; after a submission, as the user left it.
  // Not every schema has the field, hence the widened fieldset type.
  const fieldset: Partial<Record<string, FieldMetadata<unknown>>> = form.getFieldset();
  const consentField = fieldset[CONSENT_FIELD];
  const [consented, setConsented] = useState(form.status === undefined || consentField?.initialValue === "on");

  const fieldInvalid = Object.entries(form.allErrors).some(
    // Form-level messages (key '') come from the server and must not block a retry.
    ([name, errors]) => name !== "" && errors.length > 0,
  );
  const submitting = navigation.state !== "idle" && navigation.formData !== undefined;
  const disabled = hydrated && (fieldInvalid || submitting || (consent && !consented));

  return (
    <Form
      method={method}
      action={action}
      className={["form", className].filter(Boolean).join(" ")}
      {...getFormProps(form)}
    >
      {method === "post" && <FormKey form={form.id} />}
      {form.errors?.length ? (
        <Notification type="error" className="form__errors">
          {form.errors.join(" ")}
        </Notification>
      ) : null}
      {children}
      {consent && (
        <PrivacyConsent
          id={consentField?.id}
          defaultChecked={consented}
          errors={consentField?.errors}
          onChange={(event) => setConsented(event.currentTarget.checked)}
        />
      )}
      <button
        type="submit"
        className="button button--primary form__submit"
        name={intent ? "intent" : undefined}
        value={intent}
        disabled={disabled}
        aria-busy={submitting || undefined}
      >
        {submitLabel}
      </button>
    </Form>
  );
}
