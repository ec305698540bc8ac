import { digitsRule } from "./digits";

/** Used for the settlement and the correspondent account alike: both are 20 digits. */
export const BANK_ACCOUNT_MESSAGE = "Введите корректный расч. счёт 20 цифр";
export const BANK_ACCOUNT_LENGTH = 20;

export const { check: isValidBankAccount, schema: bankAccountSchema } = digitsRule(
  BANK_ACCOUNT_LENGTH,
  BANK_ACCOUNT_MESSAGE,
);
