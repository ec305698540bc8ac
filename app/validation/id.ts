import { z } from "zod";
import { ruleField } from "./field";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";

/**
 * Whether a posted id is one a select may offer: any whole number the contract's integer ids may be,
 * negative ones too, but none a number would round.
 */
export const isPostedId = (value: string) => /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value));

/** An id chosen in a select (organisation type, category, store, company), sent as a number. */
export const idSchema = /* @__PURE__ */ ruleField({
  check: isPostedId,
  message: DEFAULT_MESSAGE,
}).transform(Number);

/** Several ids from a multiple select; at least one is required. */
export const idListSchema = /* @__PURE__ */ z.array(idSchema).min(1, REQUIRED_MESSAGE);
