import { z } from "zod";
import { ruleField } from "./field";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";

/** A dictionary id chosen in a select (organisation type, category, store), sent as a number. */
export const idSchema = /* @__PURE__ */ ruleField({
  check: (value) => /^\d+$/.test(value),
  message: DEFAULT_MESSAGE,
}).transform(Number);

/** Several ids from a multiple select; at least one is required. */
export const idListSchema = /* @__PURE__ */ z.array(idSchema).min(1, REQUIRED_MESSAGE);
