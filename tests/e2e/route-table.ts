/**
 * The route table as concrete URLs, with what an anonymous visitor gets:
 * the public pages with their titles, every other page sends them to main keeping the wanted URL.
 */
export type AnonymousExpectation = { path: string } & ({ title: string } | { toLogin: true });

const SITE = "Портал поставщика";
const titled = (title: string) => `${title} — ${SITE}`;

export const PUBLIC_PAGES: { path: string; title: string }[] = [
  { path: "/", title: SITE },
  { path: "/auth/", title: titled("Вход") },
  { path: "/auth/remind/", title: titled("Восстановление пароля") },
  { path: "/registry/", title: titled("Регистрация") },
  { path: "/registry/confirm/", title: titled("Подтверждение регистрации") },
  { path: "/privacy-policy/", title: titled("Политика конфиденциальности") },
  { path: "/info-base/", title: titled("База знаний") },
];

export const PRIVATE_PAGES: string[] = [
  "/personal/",
  "/personal/settings/",
  "/personal/notice/",
  "/personal/company/",
  "/personal/company/edit/",
  "/personal/contracts/",
  "/personal/contracts/added/",
  "/personal/contracts/offer/",
  "/personal/contracts/offer/1/",
  "/personal/documents/",
  "/personal/service/",
  "/personal/api-key/",
  "/personal/workers/",
  "/personal/workers/added/",
  "/personal/workers/edit/2/",
  "/catalog/",
  "/catalog/onsale/",
  "/catalog/ready/",
  "/catalog/moderation/",
  "/catalog/archive/",
  "/catalog/loading/",
  "/catalog/price-quarantine/",
  "/catalog/added-nav/",
  "/catalog/added/",
  "/catalog/update-barcode/",
  "/catalog/edit/12/",
  "/catalog/copy/12/",
  "/catalog/added-copy/",
  "/catalog/import/",
  "/orders/",
  "/orders/in-work/",
  "/orders/completed/",
  "/orders/del/",
  "/order/1/",
  "/stocks/",
  "/stocks/marketplace/b2c/",
  "/stocks/marketplace/b2b/",
  "/stocks/marketplace/b2c/1/",
  "/stocks/marketplace/b2c/1/added/",
  "/stocks/seller/b2c/",
  "/stocks/seller/b2c/1/",
  "/stocks/seller/b2c/1/added/",
  "/stocks/seller/b2c/create/",
  "/stocks/seller/b2c/1/edit/",
  "/documents/",
  "/documents/committee-report/",
  "/documents/upd/",
  "/logistic/",
];

/** URLs whose restricted parameter does not match, and paths that are not pages at all. */
export const NOT_FOUND: string[] = [
  "/catalog/edit/abc/",
  "/catalog/copy/12a/",
  "/info-base/1/abc/",
  "/orders/new/",
  "/documents/act/",
  "/stocks/marketplace/b2x/",
  "/stocks/seller/web/",
  "/stocks/unknown-product/b2c/",
  "/no-such-page/",
  "/catalog/edit/12/extra/",
];
