import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { errorStatus, errorTexts } from "./errors";

export const SITE_TITLE = "Портал поставщика";
export const SITE_DESCRIPTION =
  "Портал поставщика маркетплейса товаров для строительства, ремонта, дизайна и интерьера: каталог, остатки, цены, акции, заказы и документы.";

/**
 * The document title and description of a page; without a title, the portal's defaults. When the
 * page failed (`error` from the meta function's arguments), the title says what happened.
 */
export function pageMeta(title?: string, error?: unknown): MetaDescriptor[] {
  const shown = error ? errorTexts(errorStatus(error)).title : title;
  return [
    { title: shown ? `${shown} — ${SITE_TITLE}` : SITE_TITLE },
    { name: "description", content: SITE_DESCRIPTION },
  ];
}

/** A route's `meta` export for a fixed title. */
export function titled(title: string): MetaFunction {
  return ({ error }) => pageMeta(title, error);
}
