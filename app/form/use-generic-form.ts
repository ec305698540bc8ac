import { type DefaultValue, parse, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useId, useRef } from "react";
import type { z } from "zod";
import { useKeptForm } from "./kept-form";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** The lazily loaded module with conform's zod parser and the forms' schemas. */
type FormValidation = typeof import("~/validation/client");

/** The forms' schemas by their export names: "loginSchema", "companySchema", … */
type SchemaName = {
  [Name in keyof FormValidation]: FormValidation[Name] extends FormSchema ? Name : never;
}[keyof FormValidation];

/** A form's field constraints (`required` …), computed on the server by the loader's `constraintsOf`. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

interface GenericFormOptions<Name extends SchemaName> {
  /** The schema's export name in ~/validation/client, which loads on the first focus in the form. */
  schema: Name;
  /**
   * Builds the schema from the loaded module instead, when its rule needs what the page knows (the
   * company form's INN needs which org types are a person's): the same type as `schema`'s.
   */
  build?: (validation: FormValidation) => FormValidation[Name];
  /** From the loader, so the server's markup and the first render in the browser agree. */
  constraint: FormConstraint;
  /** The action's `submission.reply()`, so the page comes back with the input and the messages. */
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  defaultValue?: DefaultValue<z.input<FormValidation[Name]>>;
}

let formValidation: FormValidation | undefined;
let loadingFormValidation: Promise<FormValidation> | undefined;

function loadFormValidation() {
  loadingFormValidation ??= import("~/validation/client").then(
    (loaded) => (formValidation = loaded),
    (error: unknown) => {
      // Forget the failure so that a later attempt loads again; meanwhile the server validates.
      loadingFormValidation = undefined;
      throw error;
    },
  );
  return loadingFormValidation;
}

/**
 * conform's useForm with the portal's rules: each field is validated by the same zod
 * schema the action uses, first on blur, then on every input once it has been validated.
 *
 * zod stays out of the page's first-load JS: the schemas load on the first focus or input in the
 * form. Until they are there, client validation steps aside (a submission goes to the server,
 * which validates anyway) and the fields the user has already left are validated on arrival, as are
 * those filled before the page hydrated.
 */
export function useGenericForm<Name extends SchemaName>({
  schema,
  build,
  constraint,
  lastResult,
  id,
  defaultValue,
}: GenericFormOptions<Name>) {
  // Fields whose blur or input validation came before the schemas did.
  const unvalidated = useRef(new Set<string>());
  // The form's id names it in its one-time key, so a form kept over a sign-in comes back to it.
  const generatedId = useId();
  const kept = useKeptForm(id ?? `form${generatedId}`);
  type Schema = FormValidation[Name];
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: id ?? `form${generatedId}`,
    lastResult: lastResult ?? kept,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }): Submission<z.output<Schema>, string[]> => {
      if (formValidation) {
        const rules = build ? build(formValidation) : formValidation[schema];
        const submission = formValidation.parseWithZod(formData, { schema: rules });
        // parseWithZod's types cannot follow a schema picked by a generic name: the cast restates it.
        return submission as Submission<z.output<Schema>, string[]>;
      }
      return parse<z.output<Schema>, string[]>(formData, {
        resolve: (_payload, intent) => {
          // A submission: `null` is conform's "not validated here", so it goes to the action. The
          // server now judges every field, so nothing is left to re-check on arrival (a late re-check
          // would wipe the server's answer, e.g. a wrong password's message).
          if (!intent) {
            unvalidated.current.clear();
            return { error: null };
          }
          // A blur or an input: that field's message goes until the schemas judge it on arrival, so a
          // fixed field never blocks the button; every other message stays (`null` keeps it).
          const touched = intent.type === "validate" ? intent.payload.name : undefined;
          if (touched) unvalidated.current.add(touched);
          const kept = Object.keys(form.allErrors).filter((name) => name !== touched);
          return { error: Object.fromEntries(kept.map((name) => [name, null])) };
        },
      });
    },
  });

  const { id: formId, validate } = form;
  useEffect(() => {
    // On a slow phone the user may fill fields before the page hydrates: those they have left
    // were never checked on blur, so they are checked as soon as the schemas are there.
    const typedEarly = fieldsTypedBeforeHydration(formId);
    if (formValidation) {
      for (const name of typedEarly) validate({ name });
      return;
    }
    for (const name of typedEarly) unvalidated.current.add(name);
    let mounted = true;
    const stopListening = () => {
      document.removeEventListener("focusin", startLoading);
      document.removeEventListener("input", startLoading);
    };
    function load() {
      loadFormValidation().then(
        () => {
          stopListening();
          if (!mounted) return;
          for (const name of unvalidated.current) validate({ name });
          unvalidated.current.clear();
        },
        // Offline: the listeners stay, so the next focus tries again.
        () => {},
      );
    }
    function startLoading(event: Event) {
      if (event.target instanceof Node && document.getElementById(formId)?.contains(event.target)) load();
    }
    document.addEventListener("focusin", startLoading);
    document.addEventListener("input", startLoading);
    if (typedEarly.length > 0) load();
    return () => {
      mounted = false;
      stopListening();
    };
  }, [formId, validate]);

  return [form, fields] as const;
}

/**
 * Names of the form's fields whose value differs from the one the page came with, except the
 * field that has the focus (the user is still typing there; its blur checks it).
 */
function fieldsTypedBeforeHydration(formId: string): string[] {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const name = element === document.activeElement ? null : nameIfChangedFromMarkup(element);
    if (name) names.add(name);
  }
  return [...names];
}

/** A field's name when the user changed its value from the markup's; null for anything else. */
function nameIfChangedFromMarkup(element: Element): string | null {
  if (element instanceof HTMLInputElement) {
    const changed =
      element.type === "checkbox" || element.type === "radio"
        ? element.checked !== element.defaultChecked
        : element.value !== element.defaultValue;
    return changed && element.type !== "hidden" ? element.name || null : null;
  }
  if (element instanceof HTMLTextAreaElement) {
    return element.value !== element.defaultValue ? element.name || null : null;
  }
  if (element instanceof HTMLSelectElement) {
    const changed = Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    return changed ? element.name || null : null;
  }
  return null;
}
