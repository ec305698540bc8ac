import { formatRubles } from "~/utils/format";
import { REQUIRED_MESSAGE } from "./messages";
import { isValidPrice, normalizePrice, PRICE_MESSAGE } from "./price";

/** A promo product's prices as a row posts them: the price and the promo prices A, B and R. */
export const PROMO_PRICE_FIELDS = ["price", "promoPriceA", "promoPriceB", "promoPriceR"] as const;

export type PromoPriceField = (typeof PROMO_PRICE_FIELDS)[number];

export const PROMO_ABOVE_PRICE_MESSAGE = "Цена по акции должна быть ниже цены товара";

/** The highest promo price that still gives the promotion's minimum discount, down to the kopeck. */
export function promoPriceCeiling(price: number, minPercent: number) {
  return Math.floor(price * (100 - minPercent)) / 100;
}

/** Names the price the supplier must not exceed, so the message says what to type. */
export function minimumDiscountMessage(price: number, minPercent: number) {
  return `Скидка по акции — не меньше ${minPercent}%: укажите цену не выше ${formatRubles(promoPriceCeiling(price, minPercent))}`;
}

/**
 * Checks a row's typed prices: each a price (the price rule), above zero, the promo ones below the price and
 * at least the minimum discount under it. Answers the numbers, or the messages by field.
 */
export function checkPromoPrices(
  typed: Record<PromoPriceField, string>,
  minPercent: number,
): { value: Record<PromoPriceField, number> } | { errors: Partial<Record<PromoPriceField, string>> } {
  const errors: Partial<Record<PromoPriceField, string>> = {};
  const value = {} as Record<PromoPriceField, number>;
  for (const field of PROMO_PRICE_FIELDS) {
    const raw = typed[field];
    if (raw === "") errors[field] = REQUIRED_MESSAGE;
    else if (!isValidPrice(raw) || Number(normalizePrice(raw)) <= 0) errors[field] = PRICE_MESSAGE;
    else value[field] = Number(normalizePrice(raw));
  }
  if (errors.price) return { errors };
  for (const field of PROMO_PRICE_FIELDS.slice(1)) {
    if (errors[field]) continue;
    if (value[field] >= value.price) errors[field] = PROMO_ABOVE_PRICE_MESSAGE;
    else if (value[field] > promoPriceCeiling(value.price, minPercent))
      errors[field] = minimumDiscountMessage(value.price, minPercent);
  }
  return Object.keys(errors).length > 0 ? { errors } : { value };
}
