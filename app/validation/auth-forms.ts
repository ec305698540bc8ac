/** Schemas of the login, registration, recovery and impersonation forms. */
import { z } from "zod";
import { codeSchema } from "./code";
import { consentSchema } from "./consent";
import { emailSchema } from "./email";
import { checkboxSchema, text } from "./field";
import { fullNameSchema } from "./full-name";
import { EMPTY_FIELD_MESSAGE, INVALID_DATA_MESSAGE } from "./messages";
import { passwordConfirmSchema, passwordSchema, withPasswordConfirm } from "./password";
import { phoneSchema } from "./phone";
import { usernameSchema } from "./username";

/**
 * `remember`: an unticked checkbox posts nothing, so absence means "off"; "on by default" is the
 * RememberMe widget rendered ticked. `redirectTo` must still go through the route's safe redirect.
 */
export const loginSchema = /* @__PURE__ */ z.object({
  username: usernameSchema,
  // Only presence is checked: an older, shorter password must still be able to log in.
  password: text({ trim: false }),
  remember: checkboxSchema,
  code: codeSchema.optional(),
  redirectTo: z.string().optional(),
});

/** Step 1 of the registration (signup {name, phone, email}). */
export const registrationSchema = /* @__PURE__ */ z.object({
  name: fullNameSchema,
  phone: phoneSchema,
  email: emailSchema,
  consent: consentSchema,
});

/** The 4-digit code step of registration, recovery and two-factor login. */
export const codeStepSchema = /* @__PURE__ */ z.object({ code: codeSchema });

/** 'Придумайте пароль' / 'Введите пароль еще раз'. */
export const passwordStepSchema = /* @__PURE__ */ withPasswordConfirm(
  z.object({ password: passwordSchema, passwordConfirm: passwordConfirmSchema }),
);

const CONFIRM_FIELDS = ["username", "code", "password", "passwordConfirm"] as const;

/**
 * The confirm payload {username, code, password, passwordConfirm}. username and code travel in
 * hidden fields the user cannot fix, so a missing one is reported on the whole form.
 */
function confirmSchemaFor(username: typeof phoneSchema | typeof usernameSchema) {
  return withPasswordConfirm(
    z.object({
      username,
      code: codeSchema,
      password: passwordSchema,
      passwordConfirm: passwordConfirmSchema,
    }),
  ).refine(
    (value) => CONFIRM_FIELDS.every((field) => value[field] !== undefined),
    // Runs beside the field messages; a form-level issue (empty path).
    { message: INVALID_DATA_MESSAGE, when: () => true },
  );
}

/** Registration confirm: the username is the phone. */
export const registrationConfirmSchema = /* @__PURE__ */ confirmSchemaFor(phoneSchema);

/** Password recovery, step 1: whom to send the code to. */
export const recoverySchema = /* @__PURE__ */ z.object({ username: usernameSchema });
/** Password recovery, final step (same payload as the registration confirm). */
export const recoveryConfirmSchema = /* @__PURE__ */ confirmSchemaFor(usernameSchema);

/** Service users switch to another user by their login. */
export const impersonationSchema = /* @__PURE__ */ z.object({
  username: text({ emptyMessage: EMPTY_FIELD_MESSAGE }),
});
