import { ruleField } from "./field";
import { isValidPhone, normalizePhone } from "./phone-format";

export const PHONE_MESSAGE = "Неверный формат номера";

export const phoneSchema = /* @__PURE__ */ ruleField({ check: isValidPhone, message: PHONE_MESSAGE }).transform(
  normalizePhone,
);
