import pLimit from "p-limit";

/**
 * In-place editing of a list's rows in one form (the catalog's prices and stocks, a promotion's promo
 * prices; docs/decisions/012): each row posts its fields as `<field>-<id>` beside `was-<id>`, the values
 * it was shown with (joined by ';'). Only changed rows are checked and saved, five calls in flight at
 * once; a refused row keeps what was typed and gets its messages.
 */

/** Calls in flight at once for one save: quick for a page of rows, gentle on the marketplace. */
const SAVE_CONCURRENCY = 5;

/** Longer values are nothing anyone typed into a row's field. */
export const ROW_VALUE_MAX = 32;

export type RowErrors<Field extends string> = Partial<Record<Field | "marketplace", string>>;

export type RowsReport<Field extends string> = {
  saved: number;
  changed: number;
  /** What was typed into the rows that were not saved, so nothing is lost. */
  typed: Record<string, Record<Field, string>>;
  errors: Record<string, RowErrors<Field>>;
};

type Saved<Answer> = { error: false; data: Answer } | { error: true; errorText: string };

export type RowEdits<Field extends string, Value, Answer> = {
  /** The rows the form carries, already checked against the page. */
  rows: string[];
  fields: readonly Field[];
  /** The row's typed values (trimmed) into what to send, or the messages of its fields. */
  check: (id: string, typed: Record<Field, string>) => { value: Value } | { errors: RowErrors<Field> };
  save: (id: string, value: Value) => Promise<Saved<Answer>>;
  onSaved?: (id: string, answer: Answer) => void;
};

/** What the row shows before an edit: its values as the `was-<id>` field carries them. */
export const shownValues = (values: readonly (string | number | null | undefined)[]) =>
  values.map((value) => value ?? "").join(";");

export async function saveEditedRows<Field extends string, Value, Answer>(
  form: FormData,
  { rows, fields, check, save, onSaved }: RowEdits<Field, Value, Answer>,
): Promise<RowsReport<Field>> {
  const report: RowsReport<Field> = { saved: 0, changed: 0, typed: {}, errors: {} };
  const read = (key: string) => String(form.get(key) ?? "").slice(0, ROW_VALUE_MAX + 1);
  const updates: { id: string; value: Value }[] = [];
  for (const id of rows) {
    const typed = Object.fromEntries(fields.map((field) => [field, read(`${field}-${id}`).trim()])) as Record<
      Field,
      string
    >;
    if (shownValues(fields.map((field) => typed[field])) === read(`was-${id}`)) continue;
    report.changed += 1;
    report.typed[id] = typed;
    const checked = check(id, typed);
    if ("errors" in checked) report.errors[id] = checked.errors;
    else updates.push({ id, value: checked.value });
  }
  const limit = pLimit(SAVE_CONCURRENCY);
  const answers = await Promise.all(
    updates.map(({ id, value }) => limit(async () => ({ id, answer: await save(id, value) }))),
  );
  for (const { id, answer } of answers) {
    if (answer.error) {
      report.errors[id] = { marketplace: answer.errorText } as RowErrors<Field>;
      continue;
    }
    report.saved += 1;
    delete report.typed[id];
    onSaved?.(id, answer.data);
  }
  return report;
}

/** Runs one call per id, five in flight at once; answers the ids whose call failed, with the reason. */
export async function eachLimited<Answer>(ids: number[], call: (id: number) => Promise<Saved<Answer>>) {
  const limit = pLimit(SAVE_CONCURRENCY);
  const answers = await Promise.all(ids.map((id) => limit(async () => ({ id, answer: await call(id) }))));
  return answers.flatMap(({ id, answer }) => (answer.error ? [{ id, errorText: answer.errorText }] : []));
}

/** The rows an action applies to: the one its button named, or those ticked that are rows of the page. */
export function chosenRows(form: FormData, target: string | undefined, rowsOfPage: string[]): number[] {
  const ticked = form
    .getAll("selected")
    .map(String)
    .filter((id) => rowsOfPage.includes(id));
  return (target ? [target] : ticked).map(Number);
}
