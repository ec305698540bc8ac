import type { InputHTMLAttributes } from "react";
import type { FieldProps } from "./field-shell";
import { TextFieldFrame, type TextFieldFrameProps } from "./text-field-frame";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldProps | "defaultValue" | "value" | "children"
>;

export type InputProps = Omit<TextFieldFrameProps<HTMLInputElement, NativeInputProps>, "render">;

/**
 * A labelled text input (any text-like `type`). Messages: the first of `errors`; an error without
 * text shows 'Обязательно к заполнению' when required and empty, else 'Проверьте корректность'.
 * Other native attributes (placeholder, autoComplete, inputMode, maxLength…) pass through.
 */
export function Input({ type = "text", ...props }: InputProps) {
  return (
    <TextFieldFrame<HTMLInputElement, NativeInputProps>
      {...props}
      render={(control, native) => <input type={type} {...native} {...control} />}
    />
  );
}
