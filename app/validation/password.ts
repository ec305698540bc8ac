import type { z } from "zod";
import { ruleField, text } from "./field";

export const PASSWORD_MESSAGE = "Введите пароль не менее 6 символов";
export const PASSWORD_CONFIRM_MESSAGE = "Пароли не совпадают";
export const PASSWORD_MIN_LENGTH = 6;

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

/** The confirmation must itself pass the password rule and equal the password. */
export function isValidPasswordConfirm(password: string, confirmation: string): boolean {
  return isValidPassword(confirmation) && confirmation === password;
}

// Spaces are part of a password: never trimmed.
export const passwordSchema = /* @__PURE__ */ ruleField({
  check: isValidPassword,
  message: PASSWORD_MESSAGE,
  trim: false,
});
export const passwordConfirmSchema = /* @__PURE__ */ text({ trim: false });

/**
 * The cross-field check, attached to the form's object schema. It runs even when other fields
 * failed (`when`), so the form still gets every message at once; a missing confirmation is
 * already reported as required.
 */
export function withPasswordConfirm<Shape extends PasswordShape>(schema: z.ZodObject<Shape>) {
  return schema.refine(
    (value) => {
      // The Shape constraint guarantees both strings once the fields have parsed.
      const { password, passwordConfirm } = value as Record<keyof PasswordShape, string>;
      return isValidPasswordConfirm(password, passwordConfirm);
    },
    {
      message: PASSWORD_CONFIRM_MESSAGE,
      path: ["passwordConfirm"],
      when: ({ value }) => {
        const pair = value as Partial<Record<keyof PasswordShape, unknown>> | undefined;
        return typeof pair?.password === "string" && typeof pair.passwordConfirm === "string";
      },
    },
  );
}

type PasswordShape = {
  password: z.ZodType<string, unknown>;
  passwordConfirm: z.ZodType<string, unknown>;
};
