/** Common dictionaries: the catalog's values map and the stores. */
import { requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import type { Router } from "../server/router";
import { type OFFER_SORT_COLUMNS } from "./catalog";
import { prepared } from "./paging";

/** Russian names for codes the catalog answers; `status` colours are the portal's sticker colours. */
const VALUES_MAP = {
  offerSortFields: {
    createdAt: "Дата создания",
    updatedAt: "Дата изменения",
    name: "Наименование",
    article: "Артикул",
    price: "Цена",
    oldPrice: "Старая цена",
    stock: "Остаток у поставщика",
    dcStock: "Остаток на складе маркетплейса",
    status: "Статус",
  } satisfies Record<keyof typeof OFFER_SORT_COLUMNS, string>,
  status: {
    onSale: "Продаётся",
    ready: "Готов к продаже",
    idle: "Не продаётся",
    blocked: "Заблокирован",
    moderation: "На модерации",
    moderationFailed: "Требует доработки",
    archived: "В архиве",
    draft: "Черновик",
  },
  statusDetail: {
    active: "В продаже",
    noStock: "Нет остатков",
    hiddenBySupplier: "Скрыт поставщиком",
    priceQuarantine: "Цена на карантине: изменение более чем на 50%",
    onModeration: "Карточка проверяется модератором",
    badImages: "Изображения не соответствуют требованиям",
    wrongCategory: "Товар размещён в неверной категории",
    badDescription: "Описание неполное или содержит ошибки",
    duplicateCard: "Такая карточка уже есть в каталоге",
    archivedBySupplier: "Перенесён в архив поставщиком",
    draft: "Черновик не отправлен на модерацию",
  },
} as const;

type StoreRow = {
  id: number;
  city_name: string;
  name: string;
  sort: number;
  show_retail: number;
};

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", "/sp-products-catalog/values-map", (req) => {
    requireCaller(ctx, req);
    return VALUES_MAP;
  });

  r.route("GET", "/stores-cities/stores", (req) => {
    requireCaller(ctx, req);
    const rows = prepared(
      ctx.db,
      "SELECT id, city_name, name, sort, show_retail FROM stores ORDER BY sort, id",
    ).all() as StoreRow[];
    const items = rows.map((row) => ({
      id: row.id,
      cityName: row.city_name,
      name: row.name,
      sort: row.sort,
      show: { retail: row.show_retail === 1 },
    }));
    return { items, total: items.length };
  });
}
