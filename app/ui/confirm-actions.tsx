import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

type ConfirmActionsProps = {
  /** The `intent` the yes-button posts. */
  intent: string;
  /** The yes-button's text, as the page's question puts it ("Да, удалить все"). */
  label: string;
  /** Where "Отмена" leads: the page without its confirmation parameter. */
  cancelTo: string;
  /** The form's action, when it is not the current URL. */
  action?: string;
  /** Fields the action needs beside the intent (which row). */
  fields?: Record<string, string | number>;
  /** More of the form: the page's form key. */
  children?: ReactNode;
};

/**
 * The answer to a confirmation the page asks in place of a dialog (it works without JavaScript):
 * a post that does it, or a link back that does not.
 */
export function ConfirmActions({ intent, label, cancelTo, action, fields = {}, children }: ConfirmActionsProps) {
  return (
    <Form method="post" action={action} className="confirm-actions">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" name="intent" value={intent} className="button button--primary">
        {label}
      </button>
      <Link to={cancelTo} className="button button--ghost">
        Отмена
      </Link>
    </Form>
  );
}
