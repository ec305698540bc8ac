import { badRequest } from "./errors";
import type { ApiRequest } from "./router";

/** The fields' Russian messages, so the portal can show the emulator's errorText as is. */
export const MESSAGES = {
  code: "Неверный проверочный код",
  phone: "Неверный формат номера",
  email: "Неверный формат адреса Email",
  fio: "Введите ФИО",
  password: "Введите пароль не менее 6 символов",
  passwordConfirm: "Пароли не совпадают",
  inn: "Введите корректный инн",
  bic: "Введите корректный БИК 9 цифр",
  account: "Введите корректный расч. счёт 20 цифр",
  zip: "Введите корректный индекс 6 цифр",
  bankName: "Введите название банка русскими буквами",
  required: "Обязательно к заполнению",
  invalid: "Проверьте корректность",
  confirmPayload: "Введите корректные данные",
  fioTooLong: "ФИО — не больше 100 символов",
  samePassword: "Новый пароль должен отличаться от текущего",
} as const;

export type Fields = Record<string, unknown>;

/** The JSON body as an object; an absent body is an empty object, anything else is a 400. */
export function objectBody(req: ApiRequest): Fields {
  if (req.body === undefined || req.body === null) return {};
  if (typeof req.body !== "object" || Array.isArray(req.body)) throw badRequest("Ожидается JSON-объект");
  return req.body as Fields;
}

/** A trimmed string (numbers are accepted and stringified), or undefined when absent or empty. */
export function optionalText(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string" && typeof value !== "number") throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  const text = String(value).trim();
  return text === "" ? undefined : text;
}

export function requiredText(
  fields: Fields,
  key: string,
  message: string = `Поле ${key}: ${MESSAGES.required}`,
): string {
  const text = optionalText(fields, key);
  if (text === undefined) throw badRequest(message);
  return text;
}

/** Checks a present value against a rule; undefined passes (use requiredText first when needed). */
export function check<T extends string | undefined>(value: T, rule: (v: string) => boolean, message: string): T {
  if (value !== undefined && !rule(value)) throw badRequest(message);
  return value;
}

export function optionalBoolean(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "boolean") return value;
  if (value === "true" || value === 1 || value === "1") return true;
  if (value === "false" || value === 0 || value === "0") return false;
  throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
}

export function optionalInteger(fields: Fields, key: string): number | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === "") return undefined;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number)) throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  return number;
}

export function requiredInteger(fields: Fields, key: string): number {
  const number = optionalInteger(fields, key);
  if (number === undefined) throw badRequest(`Поле ${key}: ${MESSAGES.required}`);
  return number;
}

/** A list of integer ids (numbers or digit strings). */
export function optionalIdList(fields: Fields, key: string): number[] | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
  return value.map((item) => {
    const id = typeof item === "string" ? Number(item) : item;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0)
      throw badRequest(`Поле ${key}: ${MESSAGES.invalid}`);
    return id;
  });
}

/** An integer path parameter such as `:id`; anything else is a 404 (no such element). */
export function idParam(req: ApiRequest, name = "id"): number {
  const raw = req.params[name] ?? "";
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

// ---- value rules of the fields ----

const digits = (count: number) => (v: string) => new RegExp(`^\\d{${count}}$`).test(v);

/** 11 digits after stripping non-digits, a leading 8 becomes 7; null when it is not a phone. */
export function normalizePhone(raw: string): string | null {
  const onlyDigits = raw.replace(/\D/g, "");
  if (onlyDigits.length !== 11) return null;
  return onlyDigits.startsWith("8") ? `7${onlyDigits.slice(1)}` : onlyDigits;
}

export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
export const isCode = (v: string) => /^\d{4}$/.test(v) && v !== "0000";
export const isPassword = (v: string) => v.length > 5;
export const isInn = (v: string) => /^(\d{10}|\d{12})$/.test(v);
export const isKpp = digits(9);
export const isBic = digits(9);
export const isAccount = digits(20);
export const isZip = digits(6);
/** At least two words of Cyrillic letters. */
/** A person's name the user and worker calls accept: no real one is longer. */
export const fitsNameLength = (v: string) => v.length <= 100;
export const isFio = (v: string) => v.split(/\s+/).filter((w) => /^[А-Яа-яЁё-]+$/.test(w)).length >= 2;

/** An optional phone field, normalized to 11 digits starting with 7. */
export function optionalPhone(fields: Fields, key = "phone"): string | undefined {
  const raw = optionalText(fields, key);
  if (raw === undefined) return undefined;
  const phone = normalizePhone(raw);
  if (!phone || !phone.startsWith("7")) throw badRequest(MESSAGES.phone);
  return phone;
}

export function requiredPhone(fields: Fields, key = "phone"): string {
  requiredText(fields, key, MESSAGES.phone);
  return optionalPhone(fields, key)!;
}

export function requiredEmail(fields: Fields, key = "email"): string {
  return check(requiredText(fields, key, MESSAGES.email), isEmail, MESSAGES.email).toLowerCase();
}

/** A confirmation code field: required, then 4 digits and not "0000". */
export function requiredCode(fields: Fields, key = "code"): string {
  return check(requiredText(fields, key, MESSAGES.confirmPayload), isCode, MESSAGES.code);
}
