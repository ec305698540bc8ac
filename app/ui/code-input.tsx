import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { CODE_LENGTH } from "~/validation/code-format";
import { describedBy, fieldMessage } from "./field-message";
import { type FieldProps, FieldShell } from "./field-shell";
import { useEnhanced } from "./use-hydrated";

export interface CodeInputProps extends Omit<FieldProps, "name" | "label"> {
  /** Defaults to 'code', the payload name. */
  name?: string;
  label?: string;
  defaultValue?: string;
  /** The 406 state of the code check: red, without text. */
  invalid?: boolean;
  /** Submit the form when the last digit is entered (JS only). */
  autoSubmit?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, "");

function toDigits(code: string | undefined): string[] {
  const digits = onlyDigits(code ?? "").slice(0, CODE_LENGTH);
  return Array.from({ length: CODE_LENGTH }, (_, index) => digits[index] ?? "");
}

/**
 * The 4-digit confirmation code. Without JS: one numeric field named `code` and the form's own
 * button. With JS: four boxes (a hidden input carries `code`), paste and SMS autofill spread over
 * the boxes, and the form submits itself on the 4th digit.
 */
export function CodeInput({
  name = "code",
  id = name,
  label = "Код подтверждения",
  errors,
  required = true,
  size,
  hint,
  disabled,
  className,
  defaultValue,
  invalid = false,
  autoSubmit = true,
}: CodeInputProps) {
  const [digits, setDigits] = useState(() => toDigits(defaultValue));
  const single = useRef<HTMLInputElement>(null);
  // Keeps what was typed into the single field before hydration.
  const enhanced = useEnhanced(() => {
    const typed = single.current?.value;
    if (typed) setDigits(toDigits(typed));
  });
  const carrier = useRef<HTMLInputElement>(null);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const code = digits.join("");

  // The hidden carrier holds the full code only after this commit, so submit from an effect.
  const complete = code.length === CODE_LENGTH;
  useEffect(() => {
    if (enhanced && complete && autoSubmit) carrier.current?.form?.requestSubmit();
  }, [enhanced, complete, autoSubmit, code]);

  const message = fieldMessage(errors, { required, empty: code === "" });
  const ariaInvalid = invalid || message ? true : undefined;
  const ariaDescribedBy = describedBy(id, { hint, message });

  /** Writes `typed` digits starting at box `from` and focuses the box after them. */
  function fill(from: number, typed: string) {
    const next = [...digits];
    const chars = onlyDigits(typed).slice(0, CODE_LENGTH - from);
    [...chars].forEach((digit, offset) => (next[from + offset] = digit));
    setDigits(next);
    boxes.current[Math.min(from + chars.length, CODE_LENGTH - 1)]?.focus();
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace" && digits[index] === "" && index > 0) {
      event.preventDefault();
      setDigits(digits.map((digit, i) => (i === index - 1 ? "" : digit)));
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowLeft" && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < CODE_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  }

  function handleChange(index: number, value: string) {
    if (value === "") {
      setDigits(digits.map((digit, i) => (i === index ? "" : digit)));
      return;
    }
    // A box keeps one digit: typing over it replaces; autofill of the whole code spreads it.
    const typed = onlyDigits(value);
    fill(index, typed.length > 1 && digits[index] ? typed.replace(digits[index] ?? "", "") : typed);
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  }

  const classes = ["code-input", invalid && "code-input--invalid", className];
  if (!enhanced) {
    return (
      <FieldShell {...{ id, label, required, size, hint, message }} className={classes.filter(Boolean).join(" ")}>
        <input
          ref={single}
          id={id}
          name={name}
          className="field__input code-input__single"
          defaultValue={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${CODE_LENGTH}}`}
          maxLength={CODE_LENGTH}
          disabled={disabled}
          aria-invalid={ariaInvalid}
          aria-required={required || undefined}
          aria-describedby={ariaDescribedBy}
        />
      </FieldShell>
    );
  }

  const labelId = `${id}-label`;
  return (
    <FieldShell
      {...{ id, label, labelId, required, size, hint, message }}
      className={classes.filter(Boolean).join(" ")}
    >
      <div className="code-input__boxes" role="group" aria-labelledby={labelId}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index + 1}`}
            className="field__input code-input__box"
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Цифра ${index + 1} из ${CODE_LENGTH}`}
            disabled={disabled}
            aria-invalid={ariaInvalid}
            aria-describedby={ariaDescribedBy}
            onChange={(event) => handleChange(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      <input ref={carrier} type="hidden" name={name} value={code} />
    </FieldShell>
  );
}
