import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "~/validation/messages";

export type FieldSize = "small" | "medium" | "large";

interface MessageContext {
  required?: boolean;
  empty: boolean;
}

/**
 * The text shown under an invalid field. The schema's message wins; an error without text (a
 * widget marked invalid by other means) falls back to 'Обязательно к заполнению' for a required
 * empty field, otherwise to 'Проверьте корректность'.
 */
export function fieldMessage(
  errors: readonly string[] | undefined,
  { required, empty }: MessageContext,
): string | undefined {
  if (!errors?.length) return undefined;
  return errors.find(Boolean) ?? (required && empty ? REQUIRED_MESSAGE : DEFAULT_MESSAGE);
}

/** Id of the element holding a field's message, for aria-describedby. */
export function messageId(fieldId: string): string {
  return `${fieldId}-message`;
}

/** Id of a field's hint. */
export function hintId(fieldId: string): string {
  return `${fieldId}-hint`;
}

/** aria-describedby of a control: its hint and its message, when present. */
export function describedBy(fieldId: string, { hint, message }: { hint?: string; message?: string }) {
  const ids = [hint && hintId(fieldId), message && messageId(fieldId)].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
