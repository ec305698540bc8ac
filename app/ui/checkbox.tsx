import type { ChangeEvent, ReactNode } from "react";
import { describedBy, fieldMessage } from "./field-message";
import { FieldMessage } from "./field-shell";

export interface CheckboxProps {
  name: string;
  id?: string;
  /** Visible label; may contain a link. */
  label: ReactNode;
  defaultChecked?: boolean;
  /** Posted when ticked; 'on' is what conform reads as true. */
  value?: string;
  errors?: string[];
  required?: boolean;
  disabled?: boolean;
  className?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled native checkbox with its message. */
export function Checkbox({
  name,
  id = name,
  label,
  defaultChecked,
  // Always explicit: React turns a present-but-undefined `value` into "" on hydration.
  value = "on",
  errors,
  required,
  disabled,
  className,
  onChange,
}: CheckboxProps) {
  const message = fieldMessage(errors, { required, empty: false });
  const classes = ["checkbox-field", message && "field--invalid", className];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <label className="checkbox" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, { message })}
          onChange={onChange}
        />
        <span className="checkbox__label">{label}</span>
      </label>
      <FieldMessage id={id} message={message} />
    </div>
  );
}
