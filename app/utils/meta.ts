import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

export const SITE_TITLE = "Портал поставщика";
export const SITE_DESCRIPTION =
  "Портал поставщика маркетплейса товаров для строительства, ремонта, дизайна и интерьера: каталог, остатки, цены, акции, заказы и документы.";

/** The document title and description of a page; without a title, the portal's defaults. */
export function pageMeta(title?: string): MetaDescriptor[] {
  return [
    { title: title ? `${title} — ${SITE_TITLE}` : SITE_TITLE },
    { name: "description", content: SITE_DESCRIPTION },
  ];
}

/** A route's `meta` export for a fixed title. */
export function titled(title: string): MetaFunction {
  return () => pageMeta(title);
}
