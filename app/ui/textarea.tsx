import type { TextareaHTMLAttributes } from "react";
import type { FieldProps } from "./field-shell";
import { TextFieldFrame, type TextFieldFrameProps } from "./text-field-frame";

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  keyof FieldProps | "defaultValue" | "value" | "children"
>;

export interface TextareaProps
  extends
    FieldProps,
    Pick<TextFieldFrameProps<HTMLTextAreaElement>, "defaultValue" | "clearable">,
    NativeTextareaProps {}

/** A labelled multi-line field; messages and clear button as in Input. */
export function Textarea({
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
  clearable,
  rows = 4,
  onChange,
  ...native
}: TextareaProps) {
  return (
    <TextFieldFrame<HTMLTextAreaElement>
      {...{ name, id, label, errors, required, size, hint, disabled, className }}
      {...{ defaultValue, clearable, readOnly: native.readOnly }}
      render={(control) => (
        <textarea
          rows={rows}
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
