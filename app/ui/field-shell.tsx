import type { ReactNode } from "react";
import { type FieldSize, hintId, messageId } from "./field-message";

/** The props every form widget shares; names follow conform's field metadata. */
export interface FieldProps {
  name: string;
  /** Defaults to the name. */
  id?: string;
  /** Visible label text. */
  label: string;
  errors?: string[];
  required?: boolean;
  size?: FieldSize;
  hint?: string;
  disabled?: boolean;
  className?: string;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** The id given to the label, for controls labelled with aria-labelledby. */
  labelId?: string;
  required?: boolean;
  size?: FieldSize;
  hint?: string;
  message?: string;
  className?: string;
  children: ReactNode;
}

/** Label above, control, hint and message below: the frame of every field widget. */
export function FieldShell({
  id,
  label,
  labelId,
  required,
  size = "medium",
  hint,
  message,
  className,
  children,
}: FieldShellProps) {
  const classes = ["field", `field--${size}`, message && "field--invalid", className];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id} id={labelId}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      <FieldMessage id={id} message={message} />
    </div>
  );
}

/** The message under a field; kept in the DOM while empty so a new message is announced. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return (
    <p className="field__message" id={messageId(id)} aria-live="polite">
      {message}
    </p>
  );
}
