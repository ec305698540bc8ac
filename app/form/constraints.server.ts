import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormConstraint } from "./use-generic-form";

// Schemas are module constants, so each one's constraint is worked out once per process.
const computed = new WeakMap<z.ZodType, FormConstraint>();

/**
 * The HTML constraints (`required`, …) of each named form's fields, for a loader to send to
 * useGenericForm: the page marks required fields from the first render on, without zod in the browser.
 */
export function constraintsOf<Name extends string>(forms: Record<Name, z.ZodType>): Record<Name, FormConstraint> {
  const entries = Object.entries<z.ZodType>(forms).map(([name, schema]) => {
    if (!computed.has(schema)) computed.set(schema, getZodConstraint(schema));
    return [name, computed.get(schema)];
  });
  return Object.fromEntries(entries);
}
