/**
 * The product editor's field names and limits, without any rule: what the page's first-load JS
 * needs. The rules themselves (product-form.ts) load when the first field is checked.
 */

export const MAX_IMAGES = 10;
/** The marketplace's VAT rates a product may have (none, 10%, 20%), in the order they are offered. */
export const VAT_CODES = ["none", "10", "20"] as const;

export const propertyField = (id: number | string) => `prop-${id}`;

/** The editor's name in its one-time form key: a form kept over a sign-in names the form it belongs to. */
export const PRODUCT_EDITOR_FORM = "product-editor";
