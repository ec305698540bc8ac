import { MISSING } from "~/utils/format";

/**
 * How the pages that list the supplier's products (the catalog, a promotion's products, copying,
 * barcodes) read what the marketplace may leave out or send in a form they cannot use: every field
 * but a product's id is optional (contract/marketplace.yaml, Product), so each has its fallback here.
 */

/** A product without a name (the contract's fallback). */
export const UNNAMED_PRODUCT = "Без названия";

export const productName = (name: string | null | undefined) => (name?.trim() ? name : UNNAMED_PRODUCT);

/** The most digits of an id a row's form posts (the actions check `^\d{1,12}$`). */
const ROW_ID_MAX = 999_999_999_999;

/**
 * An id as a form posts it or a link carries it: a whole number from 1 that the actions and the
 * route parameters take back. Any other number the answer may hold (0, negative, fractional, huge)
 * is null: the row is shown, but offers nothing to do with it.
 */
export const postableId = (id: number | null | undefined) =>
  typeof id === "number" && Number.isSafeInteger(id) && id >= 1 && id <= ROW_ID_MAX ? String(id) : null;

/** Shown or hidden on the showcase; «—» when the marketplace does not say. */
export const visibilityText = (visible: boolean | null | undefined) =>
  visible === true ? "Показан" : visible === false ? "Скрыт" : MISSING;
