import { ruleField } from "./field";

export const FULL_NAME_MESSAGE = "Введите ФИО";

/** A Cyrillic word; a double surname keeps its hyphen (Салтыков-Щедрин). */
const CYRILLIC_WORD = /^[А-ЯЁа-яё]+(-[А-ЯЁа-яё]+)*$/;

/** Digits and other non-letter characters stripped, spaces collapsed. */
export function normalizeFullName(raw: string): string {
  return raw
    .replace(/[^\p{L}\s-]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At least `minWords` words, all Cyrillic: a Latin letter makes the name invalid. */
export function isValidFullName(raw: string, minWords = 2): boolean {
  const words = normalizeFullName(raw).split(" ").filter(Boolean);
  return words.length >= minWords && words.every((word) => CYRILLIC_WORD.test(word));
}

function fullNameSchemaOf(minWords: number) {
  return ruleField({
    check: (value) => isValidFullName(value, minWords),
    message: FULL_NAME_MESSAGE,
  }).transform(normalizeFullName);
}

/** Surname and name. */
export const fullNameSchema = /* @__PURE__ */ fullNameSchemaOf(2);
/** Surname, name and patronymic. */
export const fullNameThreeWordsSchema = /* @__PURE__ */ fullNameSchemaOf(3);
