/** Characters a mask keeps from the typed text; the rest (brackets, dashes, spaces) it adds itself. */
const SIGNIFICANT = /[\p{L}\d]/u;

/** Caret position just after the `count`-th significant character of `text`. */
export function caretAfter(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (seen === count) return index;
    if (SIGNIFICANT.test(text[index] ?? "")) seen++;
  }
  return text.length;
}

/**
 * Rewrites an input's value through `format` while typing. A caret in the middle stays after the
 * same character it followed; at the end the browser already leaves it at the end.
 */
export function applyMask(input: HTMLInputElement | HTMLTextAreaElement, format: (raw: string) => string) {
  const { value, selectionStart } = input;
  const formatted = format(value);
  if (formatted === value) return;
  input.value = formatted;
  if (selectionStart === null || selectionStart >= value.length) return;
  const before = [...value.slice(0, selectionStart)].filter((c) => SIGNIFICANT.test(c)).length;
  const caret = caretAfter(formatted, before);
  input.setSelectionRange(caret, caret);
}

/**
 * Sets a control's value as if the user typed it: through the native setter (React tracks the
 * property) and with a bubbling input event, so React's onChange and conform both see it.
 */
export function setValueAsTyped(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}
