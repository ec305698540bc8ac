/** Schema of the offer update (PATCH /v2/product/offer/{offerId} {price, stock}). */
import { z } from "zod";
import { ruleField, text } from "./field";
import { DEFAULT_MESSAGE } from "./messages";
import { priceSchema } from "./price";

/** Whole units; a minus sign is allowed here and filtered out below (a stock is sent only when 0 or more). */
const stockSchema = ruleField({ check: (value) => /^-?\d{1,9}$/.test(value), message: DEFAULT_MESSAGE }).transform(
  Number,
);

/** The price is sent only when above 0, the stock only when 0 or more. */
export const offerUpdateSchema = /* @__PURE__ */ z
  .object({
    offerId: text(),
    price: priceSchema.optional(),
    stock: stockSchema.optional(),
  })
  .transform(({ offerId, price, stock }) => ({
    offerId,
    ...(price !== undefined && Number(price) > 0 ? { price: Number(price) } : {}),
    ...(stock !== undefined && stock >= 0 ? { stock } : {}),
  }));
