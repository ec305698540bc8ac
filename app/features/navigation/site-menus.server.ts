import type { SiteMenus } from "~/layouts/root-data";
import { offeredLinks, type GuardedLink } from "~/services/access/guards.server";
import type { Viewer } from "~/services/session/viewer.server";

/** The sections of the portal in the header (the same bar is the phone's menu). */
const MAIN_MENU: GuardedLink[] = [
  { to: "/catalog/", title: "Каталог", rule: "catalog" },
  { to: "/orders/", title: "Заказы", rule: "orders" },
  { to: "/stocks/", title: "Акции", rule: "signedIn" },
  { to: "/documents/", title: "Документы", rule: "signedIn" },
  { to: "/info-base/", title: "База знаний", rule: "public" },
  { to: "/personal/", title: "Личный кабинет", rule: "signedIn" },
];

const FOOTER_MENU: GuardedLink[] = [
  { to: "/info-base/", title: "База знаний", rule: "public" },
  { to: "/privacy-policy/", title: "Политика конфиденциальности", rule: "public" },
];

/** The layouts' menus for this viewer (null: a visitor): only what the guard table lets them open. */
export function siteMenus(viewer: Viewer | null, request: Request): SiteMenus {
  return { main: offeredLinks(viewer, request, MAIN_MENU), footer: offeredLinks(viewer, request, FOOTER_MENU) };
}
