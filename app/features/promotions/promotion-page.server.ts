import { type AppLoadContext, json, type LoaderFunctionArgs } from "@remix-run/node";
import { money, thumbnail } from "~/features/catalog/catalog-list.server";
import { postableId, productName } from "~/features/catalog/product-fallbacks";
import { chosenRows, eachLimited, saveEditedRows, shownValues, type RowsReport } from "~/form/row-edits.server";
import { readForm, readIntent, refusal } from "~/services/forms/read-form.server";
import { isLite } from "~/services/lite-mode.server";
import { marketplace, isMissing } from "~/services/marketplace/client.server";
import {
  promotions,
  PROMOTIONS_PAGE_SIZE,
  type PromoPrices,
  type PromoProduct,
  type Promotion,
  type PromotionSource,
} from "~/services/marketplace/promotions.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { countOf } from "~/utils/format";
import { listPaging, pageParam } from "~/utils/list-paging";
import { PRODUCTS } from "~/utils/nouns";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";
import { dataOnce } from "~/utils/server-markup.server";
import { checkPromoPrices, PROMO_PRICE_FIELDS, type PromoPriceField } from "~/validation/promo-prices";
import { promotionCard } from "./promotion-list.server";
import { promotionsPath, readFailureStatus, requirePromotionsPage } from "./stocks.server";

/**
 * One promotion: its terms, and the supplier's products in it with their price and promo
 * prices A, B, R edited in place and saved in bulk (the catalog's pattern, ~/form/row-edits.server),
 * removed one by one, as ticked, or all at once after a confirmation.
 */

export const products = (count: number) => countOf(count, PRODUCTS);

/** How many left the promotion, when the answer says it. */
const removedText = (count: number | undefined) =>
  count === undefined ? "Товары удалены из акции" : `Из акции удалено: ${products(count)}`;

/**
 * The supplier's participation in a promotion as the product calls name it: its stockId, 0 (not
 * joined yet) when the promotion leaves it out.
 */
export const participationOf = (promotion: Promotion) => ({ id: promotion.id, stockId: promotion.stockId ?? 0 });

/** The guard, then the promotion of the URL: another source's, another showcase's or a stranger's is 404. */
export async function requirePromotion(args: Pick<LoaderFunctionArgs, "request" | "params">, source: PromotionSource) {
  const { siteId, viewer } = await requirePromotionsPage(args);
  const id = Number(requireParam(args.params.stockId, DIGITS));
  const api = await marketplace(args.request);
  const found = await promotions.byId(api, id);
  if (found.error && isMissing(found)) throw notFound();
  // A promotion that does not say its showcase or source is taken to be the URL's.
  if (
    !found.error &&
    ((found.data.siteId && found.data.siteId !== siteId) || (found.data.source && found.data.source !== source))
  ) {
    throw notFound();
  }
  const base = `${promotionsPath(source, siteId)}${id}/`;
  return { api, siteId, base, found, viewer };
}

/**
 * What a product's row shows of it in a promotion's lists (its products, the products to add): its
 * picture, name, article and price in the catalog. The browser keeps the server's drawing of it
 * (docs/decisions/100): a document sends it once, as the rows' HTML.
 */
export function promoProductCard(product: PromoProduct, lite: boolean) {
  return {
    name: productName(product.name),
    article: product.article || null,
    image: thumbnail(product.images?.[0], lite),
    price: money(product.offer?.price),
  };
}

export type PromoProductCard = ReturnType<typeof promoProductCard>;

/** The cards of a list's products by the rows' keys, sent once: `ServerDrawn` reads them (`dataOnce`). */
export const promoProductCards = (context: AppLoadContext, id: string, listed: PromoProduct[], lite: boolean) =>
  dataOnce(
    context,
    id,
    Object.fromEntries(listed.map((product) => [String(product.id), promoProductCard(product, lite)])),
  );

/**
 * A product of the promotion as its row's controls hydrate from it. Its part in the promotion
 * (`promoProduct`, whose id PUT and DELETE products/{id} take) is what the row edits and removes: a
 * product without one, or with an id no form can post, is shown without prices to edit and without a
 * remove button.
 */
export function promoProductRow(product: PromoProduct) {
  const prices = product.promoProduct ?? null;
  const values = PROMO_PRICE_FIELDS.map((field) => prices?.[field]);
  return {
    key: String(product.id),
    /** The promo product's id as the row's form posts it; null: nothing to edit or remove. */
    id: postableId(prices?.id),
    values: Object.fromEntries(
      PROMO_PRICE_FIELDS.map((field, index) => [field, String(values[index] ?? "")]),
    ) as Record<PromoPriceField, string>,
    shown: shownValues(values),
  };
}

export type PromoProductRow = ReturnType<typeof promoProductRow>;

export async function loadPromotionPage(args: LoaderFunctionArgs, source: PromotionSource) {
  const { api, siteId, base, found } = await requirePromotion(args, source);
  const url = new URL(args.request.url);
  const page = pageParam(url.searchParams);
  const listed = found.error
    ? found
    : await promotions.products(api, participationOf(found.data), { inPromo: true, page });
  const failure = found.error ? found : listed.error ? listed : null;
  const lite = await isLite(args.request);
  const listedProducts = listed.error ? [] : listed.data.items;
  const promotion = found.error
    ? null
    : { ...promotionCard(found.data, promotionsPath(source, siteId)), description: found.data.description || null };
  const { total, pages } = listPaging(listed, { page, pageSize: PROMOTIONS_PAGE_SIZE });
  return json(
    {
      title: promotion?.name ?? "Акция",
      source,
      siteId,
      base,
      listBase: promotionsPath(source, siteId),
      page,
      confirmAll: url.searchParams.get("confirm") === "all",
      promotion,
      rows: listedProducts.map(promoProductRow),
      cards: promoProductCards(args.context, "promotion-cards", listedProducts, lite),
      /** Null: the marketplace did not say how many (not shown). */
      total,
      pages,
      failure: failure?.errorText ?? null,
    },
    { status: failure ? readFailureStatus(failure) : 200 },
  );
}

export type PromotionPageLoader = typeof loadPromotionPage;

export type PromoSaveReport = RowsReport<PromoPriceField>;

/** The rows the form carries (`row`, repeated): promo product ids, one page at most. */
function rowsOf(form: FormData) {
  const ids = form.getAll("row").map(String);
  if (ids.length > PROMOTIONS_PAGE_SIZE || ids.some((id) => !/^\d{1,12}$/.test(id))) {
    throw refusal(400, "Форма пришла повреждённой. Откройте страницу и отправьте форму ещё раз.");
  }
  return ids;
}

export async function promotionAction(args: LoaderFunctionArgs, source: PromotionSource) {
  await requirePromotionsPage(args);
  const form = await readForm(args.request);
  const rows = rowsOf(form);
  const [name, target] = String(form.get("intent") ?? "").split(":");
  const probe = new FormData();
  probe.set("intent", name);
  const intent = readIntent(probe, ["save", "remove", "remove-all"]);
  if (target !== undefined && (intent !== "remove" || !rows.includes(target))) {
    throw refusal(400, "Выберите товар на странице.");
  }
  const { api, base, found } = await requirePromotion(args, source);
  if (found.error) return redirectWithToast(args.request, base, { type: "error", text: found.errorText });
  const back = new URL(args.request.url);
  const backTo = back.pathname + back.search;

  if (intent === "save") {
    // Without the promotion's minimum discount the prices need only be below the price; the marketplace judges the rest.
    const minPercent = Number.isFinite(found.data.minPercent) ? found.data.minPercent! : 0;
    const report = await saveEditedRows<PromoPriceField, PromoPrices, unknown>(form, {
      rows,
      fields: PROMO_PRICE_FIELDS,
      check: (_id, typed) => checkPromoPrices(typed, minPercent),
      save: (id, prices) => promotions.updatePrices(api, Number(id), prices),
    });
    return json({ report }, { status: report.saved === report.changed ? 200 : 400 });
  }

  if (intent === "remove-all") {
    const removed = await promotions.removeAll(api, participationOf(found.data).stockId);
    return redirectWithToast(args.request, base, {
      type: removed.error ? "error" : "success",
      text: removed.error ? removed.errorText : removedText(removed.data.count),
    });
  }

  const chosen = chosenRows(form, target, rows);
  if (chosen.length === 0) {
    return redirectWithToast(args.request, backTo, { type: "warning", text: "Отметьте товары в списке" });
  }
  const failed = await eachLimited(chosen, (id) => promotions.removeProduct(api, id));
  const removed = chosen.length - failed.length;
  return redirectWithToast(args.request, backTo, {
    type: failed.length ? "warning" : "success",
    text: failed.length
      ? `Из акции удалено: ${removed} из ${chosen.length}. ${failed[0].errorText}`
      : `Из акции удалено: ${products(removed)}`,
  });
}

export type PromotionActionData = { report?: PromoSaveReport };
