import { type ChangeEvent, type FocusEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { describedBy, fieldMessage } from "./field-message";
import { type FieldProps, FieldShell } from "./field-shell";
import { applyMask, setValueAsTyped } from "./mask";

/** The clear button shows up this long after the field gets focus. */
export const CLEAR_BUTTON_DELAY_MS = 100;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** What the frame hands to the actual <input> or <textarea>. */
export interface TextControlProps<Control extends TextControl> {
  ref: RefObject<Control>;
  id: string;
  name: string;
  defaultValue?: string;
  disabled?: boolean;
  readOnly?: boolean;
  className: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  "aria-describedby"?: string;
  onChange: (event: ChangeEvent<Control>) => void;
}

/** The frame's own props; `Native` are the control's other attributes, handed to `render` untouched. */
export type TextFieldFrameProps<Control extends TextControl, Native = object> = FieldProps &
  Native & {
    defaultValue?: string;
    /** Live mask applied on every keystroke (JS only; the server normalises the raw text). */
    format?: (raw: string) => string;
    /** Show the clear button (JS only). */
    clearable?: boolean;
    readOnly?: boolean;
    onChange?: (event: ChangeEvent<Control>) => void;
    render: (control: TextControlProps<Control>, native: Native) => ReactNode;
  };

/** Shared by Input and Textarea: label, message, clear button, optional mask. */
export function TextFieldFrame<Control extends TextControl, Native = object>({
  name,
  id = name,
  label,
  errors,
  required,
  size,
  hint,
  disabled,
  className,
  defaultValue,
  format,
  clearable = true,
  readOnly,
  onChange,
  render,
  ...native
}: TextFieldFrameProps<Control, Native>) {
  const ref = useRef<Control>(null);
  const [value, setValue] = useState(defaultValue ?? "");
  const [clearShown, setClearShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  // Text typed before hydration: masked, and known to the frame (its message, its clear button).
  useEffect(() => {
    const control = ref.current;
    if (!control) return;
    if (format) applyMask(control, format);
    setValue(control.value);
  }, [format]);

  const message = fieldMessage(errors, { required, empty: value.trim() === "" });

  // Focus and blur bubble from both the control and the clear button: the button stays while
  // focus is anywhere inside the field.
  function handleFocus() {
    // React's state follows input events: read the control, in case its value changed without one.
    setValue(ref.current?.value ?? "");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setClearShown(true), CLEAR_BUTTON_DELAY_MS);
  }
  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    clearTimeout(timer.current);
    setClearShown(false);
  }
  function clear() {
    if (!ref.current) return;
    setValueAsTyped(ref.current, "");
    ref.current.focus();
  }

  const control: TextControlProps<Control> = {
    ref,
    id,
    name,
    defaultValue,
    disabled,
    readOnly,
    className: "field__input",
    "aria-invalid": message ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-describedby": describedBy(id, { hint, message }),
    onChange: (event) => {
      if (format) applyMask(event.currentTarget, format);
      setValue(event.currentTarget.value);
      onChange?.(event);
    },
  };
  // Shown only after a focus, which only a hydrated field hears: the server's markup has no button.
  const canClear = clearable && clearShown && value !== "" && !disabled && !readOnly;

  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      size={size}
      hint={hint}
      message={message}
      className={className}
    >
      <div className="field__control" onFocus={handleFocus} onBlur={handleBlur}>
        {render(control, native as Native)}
        {canClear && (
          // Out of the tab order: Tab goes from field to field; the keyboard clears with its own keys.
          <button type="button" className="field__clear" aria-label="Очистить поле" tabIndex={-1} onClick={clear}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </FieldShell>
  );
}
