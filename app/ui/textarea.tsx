import type { TextareaHTMLAttributes } from "react";
import type { FieldProps } from "./field-shell";
import { TextFieldFrame, type TextFieldFrameProps } from "./text-field-frame";

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  keyof FieldProps | "defaultValue" | "value" | "children"
>;

export type TextareaProps = Omit<TextFieldFrameProps<HTMLTextAreaElement, NativeTextareaProps>, "render" | "format">;

/** A labelled multi-line field; messages and clear button as in Input. */
export function Textarea({ rows = 4, ...props }: TextareaProps) {
  return (
    <TextFieldFrame<HTMLTextAreaElement, NativeTextareaProps>
      {...props}
      render={(control, native) => <textarea rows={rows} {...native} {...control} />}
    />
  );
}
