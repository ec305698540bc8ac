import { formatPhone, isValidPhone } from "~/validation/phone-format";
import { Input, type InputProps } from "./input";

export type PhoneInputProps = Omit<InputProps, "type" | "format">;

/**
 * Phone field: type tel, live mask +7 (###) ###-#### with JS. Without JS the raw text is posted
 * and the server normalises it (phoneSchema). A valid stored value is shown masked.
 */
export function PhoneInput({ defaultValue, ...props }: PhoneInputProps) {
  return (
    <Input
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-____"
      {...props}
      type="tel"
      format={formatPhone}
      defaultValue={defaultValue && isValidPhone(defaultValue) ? formatPhone(defaultValue) : defaultValue}
    />
  );
}
