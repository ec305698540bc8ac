/**
 * The product editor's field names and limits, without any rule: what the page's first-load JS
 * needs. The rules themselves (product-form.ts) load when the first field is checked.
 */

export const MAX_IMAGES = 10;

export const propertyField = (id: number | string) => `prop-${id}`;
