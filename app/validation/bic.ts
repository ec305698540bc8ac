import { digitsRule } from "./digits";

export const BIC_MESSAGE = "Введите корректный БИК 9 цифр";
export const BIC_LENGTH = 9;

export const { check: isValidBic, schema: bicSchema } = digitsRule(BIC_LENGTH, BIC_MESSAGE);
