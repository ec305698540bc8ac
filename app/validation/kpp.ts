import { ruleField } from "./field";
import { DEFAULT_MESSAGE } from "./messages";

/** No message of its own: the default one. */
export const KPP_MESSAGE = DEFAULT_MESSAGE;

/** 9 characters: tax office (4 digits), reason (2 digits or capital Latin letters), number (3 digits). */
const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;

export function isValidKpp(value: string): boolean {
  return KPP_PATTERN.test(value);
}

export const kppSchema = /* @__PURE__ */ ruleField({ check: isValidKpp, message: KPP_MESSAGE });
