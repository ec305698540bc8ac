import type { RuleName } from "~/services/access/guards.server";
import type { CatalogCounts, ProductList } from "~/services/marketplace/catalog.server";

/** What a catalog page lets the supplier do with its rows. */
export type RowActions = "edit" | "archive" | "restore" | "release" | "none";

export type CatalogView = {
  path: string;
  title: string;
  list: ProductList;
  count: keyof CatalogCounts;
  rule: Extract<RuleName, "catalog" | "catalogDesktop" | "priceQuarantine">;
  actions: RowActions;
  /** The statuses the view holds, when several: the page may narrow to one (`?status=`). */
  statuses?: readonly string[];
  /** Offered among the tabs only while it holds something and the viewer may open it. */
  optional?: true;
};

/**
 * The catalog's views: the five tabs, then the drafts and products being loaded, and
 * the price quarantine. Each names its list call, its count in stats/status and its guard.
 */
export type CatalogViewName = "all" | "onSale" | "ready" | "moderation" | "archive" | "loading" | "priceQuarantine";

export const CATALOG_VIEWS: Record<CatalogViewName, CatalogView> = {
  all: {
    path: "/catalog/",
    title: "Все товары",
    list: "all",
    count: "all",
    rule: "catalog",
    actions: "edit",
    statuses: ["onSale", "ready", "idle", "blocked", "moderation", "moderationFailed"],
  },
  onSale: {
    path: "/catalog/onsale/",
    title: "В продаже",
    list: "onSale",
    count: "onSale",
    rule: "catalog",
    actions: "edit",
  },
  ready: {
    path: "/catalog/ready/",
    title: "Готовы к продаже",
    list: "ready",
    count: "ready",
    rule: "catalog",
    actions: "edit",
  },
  moderation: {
    path: "/catalog/moderation/",
    title: "Требуют доработки",
    list: "moderationFailed",
    count: "moderationFailed",
    rule: "catalog",
    actions: "archive",
  },
  archive: {
    path: "/catalog/archive/",
    title: "Архив",
    list: "archived",
    count: "archived",
    rule: "catalog",
    actions: "restore",
  },
  loading: {
    path: "/catalog/loading/",
    title: "Загрузка товаров",
    list: "drafts",
    count: "draft",
    rule: "catalogDesktop",
    actions: "none",
    optional: true,
  },
  priceQuarantine: {
    path: "/catalog/price-quarantine/",
    title: "Ценовой карантин",
    list: "sandbox",
    count: "sandbox",
    rule: "priceQuarantine",
    actions: "release",
    optional: true,
  },
};

/** Products per page, as the marketplace pages its lists. */
export const CATALOG_PAGE_SIZE = 30;
