import type { InputHTMLAttributes } from "react";
import type { FieldProps } from "./field-shell";
import { TextFieldFrame, type TextFieldFrameProps } from "./text-field-frame";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldProps | "defaultValue" | "value" | "children"
>;

export interface InputProps
  extends
    FieldProps,
    Pick<TextFieldFrameProps<HTMLInputElement>, "defaultValue" | "format" | "clearable">,
    NativeInputProps {}

/**
 * A labelled text input (any text-like `type`). Messages: the first of `errors`; an error without
 * text shows 'Обязательно к заполнению' when required and empty, else 'Проверьте корректность'.
 * Other native attributes (placeholder, autoComplete, inputMode, maxLength…) pass through.
 */
export function Input({
  name,
  id,
  label,
  errors,
  required,
  size,
  hint,
  disabled,
  className,
  defaultValue,
  format,
  clearable,
  type = "text",
  onChange,
  ...native
}: InputProps) {
  return (
    <TextFieldFrame<HTMLInputElement>
      {...{ name, id, label, errors, required, size, hint, disabled, className }}
      {...{ defaultValue, format, clearable, readOnly: native.readOnly }}
      render={(control) => (
        <input
          type={type}
          {...native}
          {...control}
          onChange={(event) => {
            control.onChange(event);
            onChange?.(event);
          }}
        />
      )}
    />
  );
}
