/** Schemas of the personal area's forms: profile, password change, a worker. */
import { z } from "zod";
import { countOf } from "~/utils/format";
import { CHARACTERS_GENITIVE } from "~/utils/nouns";
import { emailSchema } from "./email";
import { text } from "./field";
import { fullNameSchema } from "./full-name";
import { idListSchema } from "./id";
import { passwordConfirmSchema, passwordSchema, withPasswordConfirm } from "./password";
import { phoneSchema } from "./phone";

/** No real name is longer; a longer one is junk the marketplace need not see. */
export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_LONG_MESSAGE = `ФИО — не больше ${countOf(NAME_MAX_LENGTH, CHARACTERS_GENITIVE)}`;

const nameSchema = /* @__PURE__ */ fullNameSchema.refine(
  (name) => name.length <= NAME_MAX_LENGTH,
  NAME_TOO_LONG_MESSAGE,
);

/** PUT users/{id} {name, phone}: a changed phone is confirmed by a code on the next step. */
export const profileSchema = /* @__PURE__ */ z.object({ name: nameSchema, phone: phoneSchema });

export const SAME_PASSWORD_MESSAGE = "Новый пароль должен отличаться от текущего";

/** PUT auth/password_change {oldPassword, password, passwordConfirm}. */
export const passwordChangeSchema = /* @__PURE__ */ withPasswordConfirm(
  z.object({
    oldPassword: text({ trim: false }),
    password: passwordSchema,
    passwordConfirm: passwordConfirmSchema,
  }),
).refine((value) => value.oldPassword !== value.password, {
  message: SAME_PASSWORD_MESSAGE,
  path: ["password"],
  when: ({ value }) => {
    const pair = value as { oldPassword?: unknown; password?: unknown } | undefined;
    return typeof pair?.oldPassword === "string" && typeof pair.password === "string";
  },
});

export const WORKER_ROLE_MESSAGE = "Выберите роль сотрудника";

const workerRoleSchema = /* @__PURE__ */ z.enum(["manager", "contentManager"], { error: WORKER_ROLE_MESSAGE });

/** Edit: PUT managers/{id} {name, phone, userRole, contractorIds}; the e-mail is not changed. */
export const workerEditSchema = /* @__PURE__ */ z.object({
  name: nameSchema,
  phone: phoneSchema,
  userRole: workerRoleSchema,
  contractorIds: idListSchema,
});

/** Invitation: POST managers/signup {name, phone, email, userRole, contractorIds}. */
export const workerInvitationSchema = /* @__PURE__ */ workerEditSchema.extend({ email: emailSchema });
