import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

interface GenericFormOptions<Schema extends FormSchema> {
  schema: Schema;
  /** The action's `submission.reply()`, so the page comes back with the input and the messages. */
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  defaultValue?: DefaultValue<z.input<Schema>>;
}

/**
 * conform's useForm with the portal's rules (SPEC §5): each field is validated by the same zod
 * schema the action uses, first on blur, then on every input once it has been validated.
 */
export function useGenericForm<Schema extends FormSchema>({
  schema,
  lastResult,
  id,
  defaultValue,
}: GenericFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
