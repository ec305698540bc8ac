import type { FieldMetadata } from "@conform-to/react";

/**
 * The widget props of a conform field: name, id, the posted value to show again and the messages.
 * `key` is left out on purpose (React warns when it is spread); pass `key={field.key}` yourself
 * where a reset must remount the input.
 */
export function fieldProps(field: FieldMetadata<unknown>) {
  const value = field.initialValue;
  return {
    name: field.name,
    id: field.id,
    defaultValue: typeof value === "string" ? value : undefined,
    errors: field.errors,
    required: field.required,
  };
}

/**
 * The same for a multiple Select or a checkbox group: the posted values as a list, and the messages
 * of the list and of its items (`contractorIds[0]`: a value that is no id, as only a forged post
 * sends), each once, since the widget has one place for them.
 */
export function listFieldProps(field: FieldMetadata<unknown>) {
  const value = field.initialValue;
  const messages = [...new Set(Object.values(field.allErrors).flat())];
  return {
    ...fieldProps(field),
    defaultValue: [value ?? []].flat().filter((item): item is string => typeof item === "string"),
    errors: messages.length ? messages : undefined,
  };
}

/**
 * The same for a conform checkbox: ticked as posted, and its message (only a forged value, not "on",
 * can have one), which the form would otherwise send back with nothing said.
 */
export function checkboxProps(field: FieldMetadata<unknown>) {
  return { name: field.name, id: field.id, defaultChecked: field.initialValue === "on", errors: field.errors };
}
