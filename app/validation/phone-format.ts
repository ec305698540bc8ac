/**
 * The phone number's format: canonical digits, the check and the display mask. No zod here, so
 * widgets (PhoneInput) and pages import it without pulling the schemas into the browser bundle.
 */
export const PHONE_LENGTH = 11;
const COUNTRY_CODE = "7";

/**
 * Canonical phone: digits only, a leading 8 (the domestic prefix) replaced by 7.
 * '+7 (900) 000-00-01' and '8 900 000 00 01' both become '79000000001'.
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  return digits.startsWith("8") ? COUNTRY_CODE + digits.slice(1) : digits;
}

/** 11 digits after normalising; the display mask is +7, so the canonical value starts with 7. */
export function isValidPhone(raw: string): boolean {
  const phone = normalizePhone(raw);
  return phone.length === PHONE_LENGTH && phone.startsWith(COUNTRY_CODE);
}

/**
 * The display mask +7 (###) ###-####, filled only as far as digits were typed, so that it can be
 * applied on every keystroke. A leading 7 or 8 is read as the country code; with no subscriber
 * digit the result is empty, which lets the user erase the field completely.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const subscriber = (/^[78]/.test(digits) ? digits.slice(1) : digits).slice(0, PHONE_LENGTH - 1);
  if (subscriber === "") return "";
  const parts = [subscriber.slice(0, 3), subscriber.slice(3, 6), subscriber.slice(6)];
  let masked = `+7 (${parts[0]}`;
  if (parts[1]) masked += `) ${parts[1]}`;
  if (parts[2]) masked += `-${parts[2]}`;
  return masked;
}
