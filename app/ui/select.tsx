import { useRef, useState } from "react";
import { describedBy, fieldMessage, hintId } from "./field-message";
import { FieldMessage, FieldShell } from "./field-shell";
import { SelectMenu } from "./select-menu";
import { type SelectOption, type SelectProps, isSelectable, selectableOptions } from "./select-options";
import { useEnhanced } from "./use-hydrated";

export type { SelectOption } from "./select-options";

/**
 * A select of flat or nested options. The server renders a native <select> (a group of checkboxes
 * when `multiple`), which works without JavaScript; after hydration SelectMenu replaces it with
 * a searchable dropdown posting the same name and values.
 */
export function Select(props: SelectProps) {
  const { name, id = name, multiple = false, defaultValue, errors, required, hint } = props;
  const [values, setValues] = useState(() => [defaultValue ?? []].flat().filter(Boolean));
  const native = useRef<HTMLDivElement>(null);
  // Keeps a choice made in the native control before hydration.
  const enhanced = useEnhanced(() => {
    const chosen = native.current?.querySelectorAll<HTMLInputElement | HTMLOptionElement>(
      "input:checked, option:checked",
    );
    if (chosen) setValues([...chosen].map((element) => element.value).filter(Boolean));
  });

  const message = fieldMessage(errors, { required, empty: values.length === 0 });
  const common = { ...props, id, message, describedBy: describedBy(id, { hint, message }) };

  const choose = (chosen: string[]) => {
    setValues(chosen);
    props.onChoose?.(chosen);
  };
  if (enhanced) return <SelectMenu {...common} values={values} onValuesChange={choose} />;
  return (
    <div ref={native} className="select">
      {multiple ? <NativeCheckboxes {...common} values={values} /> : <NativeSelect {...common} values={values} />}
    </div>
  );
}

interface NativeProps extends SelectProps {
  id: string;
  values: string[];
  message?: string;
  describedBy?: string;
}

function NativeSelect({
  id,
  name,
  label,
  required,
  size,
  hint,
  disabled,
  className,
  options,
  placeholder = "Выберите",
  values,
  message,
  describedBy,
}: NativeProps) {
  return (
    <FieldShell {...{ id, label, required, size, hint, message, className }}>
      <select
        id={id}
        name={name}
        className="field__input select__native"
        defaultValue={values[0] ?? ""}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((option) =>
          isSelectable(option) ? (
            <option key={option.id} value={option.value}>
              {option.title}
            </option>
          ) : (
            // A native select nests one level: deeper options carry their path in the title.
            <optgroup key={option.id} label={option.title}>
              {selectableOptions(option.children ?? []).map(({ option: leaf, path }) => (
                <option key={leaf.id} value={leaf.value}>
                  {[...path, leaf.title].join(" / ")}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
    </FieldShell>
  );
}

function NativeCheckboxes({
  id,
  name,
  label,
  required,
  size = "medium",
  hint,
  disabled,
  className,
  options,
  values,
  message,
  describedBy,
}: NativeProps) {
  const classes = ["field", `field--${size}`, "select__checkboxes", message && "field--invalid", className];
  const renderOptions = (nodes: SelectOption[]) =>
    nodes.map((option) =>
      isSelectable(option) ? (
        <label key={option.id} className="checkbox">
          <input
            type="checkbox"
            id={`${id}-${option.id}`}
            name={name}
            value={option.value}
            defaultChecked={values.includes(option.value)}
          />
          <span className="checkbox__label">{option.title}</span>
        </label>
      ) : (
        <fieldset key={option.id} className="select__group">
          <legend className="select__group-title">{option.title}</legend>
          {renderOptions(option.children ?? [])}
        </fieldset>
      ),
    );
  return (
    <fieldset
      id={id}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy}
    >
      <legend className="field__label">
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" *"}
          </span>
        )}
      </legend>
      {renderOptions(options)}
      {hint && (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      )}
      <FieldMessage id={id} message={message} />
    </fieldset>
  );
}
