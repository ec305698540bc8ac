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

/** The same for a multiple Select or a checkbox group: the posted values as a list. */
export function listFieldProps(field: FieldMetadata<unknown>) {
  const value = field.initialValue;
  return {
    ...fieldProps(field),
    defaultValue: [value ?? []].flat().filter((item): item is string => typeof item === "string"),
  };
}
