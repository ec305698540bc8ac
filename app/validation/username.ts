import { EMAIL_MESSAGE, isValidEmail } from "./email";
import { text } from "./field";
import { PHONE_MESSAGE } from "./phone";
import { isValidPhone, normalizePhone } from "./phone-format";

/** The login name is a phone or an e-mail; an @ tells which one was meant. */
export function isEmailLike(value: string): boolean {
  return value.includes("@");
}

export function isValidUsername(value: string): boolean {
  return isEmailLike(value) ? isValidEmail(value) : isValidPhone(value);
}

/** The message of the rule the value was meant for. */
export function usernameMessage(value: string): string {
  return isEmailLike(value) ? EMAIL_MESSAGE : PHONE_MESSAGE;
}

/** Phones are stored as 11 digits, so '+7 (900) 000-00-01' logs in like '79000000001'. */
export function normalizeUsername(value: string): string {
  return isEmailLike(value) ? value : normalizePhone(value);
}

export const usernameSchema = /* @__PURE__ */ text()
  .superRefine((value, ctx) => {
    if (value !== "" && !isValidUsername(value)) {
      ctx.addIssue({ code: "custom", message: usernameMessage(value) });
    }
  })
  .transform(normalizeUsername);
