/** What the server reads of a row field (ROW_VALUE_MAX in ~/form/row-edits.server). */
const ROW_FIELD_MAX = 32;

/**
 * A labelled field of a list row edited in place (catalog prices and stocks, promo prices), with its
 * message; the value is what the row shows, or what was typed when a save refused it.
 */
export function RowField(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  inputMode: "decimal" | "numeric";
}) {
  const messageId = `${props.id}-message`;
  return (
    <div className={props.error ? "catalog-field catalog-field--invalid" : "catalog-field"}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        // A new value from the server (after a save) replaces what the field shows.
        key={props.value}
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        inputMode={props.inputMode}
        autoComplete="off"
        maxLength={ROW_FIELD_MAX}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? messageId : undefined}
      />
      {props.error && (
        <p id={messageId} className="field__message">
          {props.error}
        </p>
      )}
    </div>
  );
}
