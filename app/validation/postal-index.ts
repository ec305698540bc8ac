import { digitsRule } from "./digits";

export const POSTAL_INDEX_MESSAGE = "Введите корректный индекс 6 цифр";
export const POSTAL_INDEX_LENGTH = 6;

export const { check: isValidPostalIndex, schema: postalIndexSchema } = digitsRule(
  POSTAL_INDEX_LENGTH,
  POSTAL_INDEX_MESSAGE,
);
