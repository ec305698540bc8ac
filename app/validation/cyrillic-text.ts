import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** No message of its own: the default one. */
export const CYRILLIC_TEXT_MESSAGE = DEFAULT_MESSAGE;

const CYRILLIC = "А-ЯЁа-яё";
const HAS_CYRILLIC = new RegExp(`[${CYRILLIC}]`);

/** Cyrillic letters plus the given extra characters, with at least one letter. */
function cyrillicRule(extraCharacters: string) {
  const pattern = new RegExp(`^[${CYRILLIC}${extraCharacters}]+$`);
  const check = (value: string) => pattern.test(value) && HAS_CYRILLIC.test(value);
  return { check, schema: ruleField({ check, message: CYRILLIC_TEXT_MESSAGE }) };
}

/** Letters and spaces only. */
export const { check: isSimpleLetters, schema: simpleLettersSchema } = cyrillicRule(" ");
/** Санкт-Петербург, г. Москва */
export const { check: isValidCity, schema: citySchema } = cyrillicRule(" .\\-");
/** Респ. Саха (Якутия) */
export const { check: isValidRegion, schema: regionSchema } = cyrillicRule(" .\\-()");
/** ул. 8 Марта, 2-я Тверская-Ямская */
export const { check: isValidStreet, schema: streetSchema } = cyrillicRule(" .,\\-/()№\\d");
/** г Москва, ул. Ленина, д. 1, корп. 2, кв. 3 */
export const { check: isValidAddress, schema: addressSchema } = cyrillicRule(" .,:;\\-/()№\"«»'\\d");
