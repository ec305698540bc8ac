import type { PluralForms } from "./format";

/** Nouns several areas count (with countOf). The genitive follows "для", "цена", "не больше", "до". */

/** 1 товар, 2 товара, 5 товаров. */
export const PRODUCTS: PluralForms = { one: "товар", few: "товара", many: "товаров" };
/** для 1 товара, 2 товаров, 5 товаров. */
export const PRODUCTS_GENITIVE: PluralForms = { one: "товара", few: "товаров", many: "товаров" };
/** до 1 символа, 2 символов, 100 символов. */
export const CHARACTERS_GENITIVE: PluralForms = { one: "символа", few: "символов", many: "символов" };
