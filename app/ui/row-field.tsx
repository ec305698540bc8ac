/** What the server reads of a row field (ROW_VALUE_MAX in ~/form/row-edits.server). */
const ROW_FIELD_MAX = 32;

/**
 * A labelled field of a list row edited in place (catalog prices and stocks, promo prices), with its
 * message; the value is what the row shows, or what was typed when a save refused it. The label
 * holds its input (no id to pair them: a list has dozens), and the text before the input is its whole
 * name. The row's form says autocomplete="off" once for all its fields.
 */
export function RowField(props: {
  /** Unique in the page: the message's id is made from it. */
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  inputMode: "decimal" | "numeric";
}) {
  const messageId = `${props.id}-message`;
  const field = (
    <label>
      {props.label}
      <input
        // A new value from the server (after a save) replaces what the field shows.
        key={props.value}
        name={props.name}
        defaultValue={props.value}
        inputMode={props.inputMode}
        maxLength={ROW_FIELD_MAX}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? messageId : undefined}
      />
    </label>
  );
  if (!props.error) return field;
  return (
    <div className="catalog-field catalog-field--invalid">
      {field}
      <p id={messageId} className="field__message">
        {props.error}
      </p>
    </div>
  );
}
