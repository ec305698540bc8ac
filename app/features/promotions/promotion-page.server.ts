import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { thumbnail } from "~/features/catalog/catalog-list.server";
import { chosenRows, eachLimited, saveEditedRows, shownValues, type RowsReport } from "~/form/row-edits.server";
import { readForm, readIntent, refusal } from "~/services/forms/read-form.server";
import { isLite } from "~/services/lite-mode.server";
import { marketplace, isMissing } from "~/services/marketplace/client.server";
import {
  promotions,
  PROMOTIONS_PAGE_SIZE,
  type PromoPrices,
  type PromoProduct,
  type PromotionSource,
} from "~/services/marketplace/promotions.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { countOf, formatRubles } from "~/utils/format";
import { PRODUCTS } from "~/utils/nouns";
import { DIGITS, notFound, requireParam } from "~/utils/params.server";
import { checkPromoPrices, PROMO_PRICE_FIELDS, type PromoPriceField } from "~/validation/promo-prices";
import { promotionCard } from "./promotion-list.server";
import { promotionsPath, readFailureStatus, requirePromotionsPage } from "./stocks.server";

/**
 * One promotion: its terms, and the supplier's products in it with their price and promo
 * prices A, B, R edited in place and saved in bulk (the catalog's pattern, ~/form/row-edits.server),
 * removed one by one, as ticked, or all at once after a confirmation.
 */

export const products = (count: number) => countOf(count, PRODUCTS);

/** The guard, then the promotion of the URL: another source's, another showcase's or a stranger's is 404. */
export async function requirePromotion(args: Pick<LoaderFunctionArgs, "request" | "params">, source: PromotionSource) {
  const { siteId, viewer } = await requirePromotionsPage(args);
  const id = Number(requireParam(args.params.stockId, DIGITS));
  const api = await marketplace(args.request);
  const found = await promotions.byId(api, id);
  if (found.error && isMissing(found)) throw notFound();
  if (!found.error && (found.data.siteId !== siteId || (found.data.source && found.data.source !== source))) {
    throw notFound();
  }
  const base = `${promotionsPath(source, siteId)}${id}/`;
  return { api, siteId, base, found, viewer };
}

function productRow(product: PromoProduct, lite: boolean) {
  const prices = product.promoProduct;
  const values = prices ? PROMO_PRICE_FIELDS.map((field) => prices[field]) : [];
  return {
    id: String(prices?.id ?? product.id),
    name: product.name,
    article: product.article,
    image: thumbnail(product.images[0], lite),
    values: Object.fromEntries(
      PROMO_PRICE_FIELDS.map((field, index) => [field, String(values[index] ?? "")]),
    ) as Record<PromoPriceField, string>,
    shown: shownValues(values),
    catalogPrice: product.offer.price === null ? null : formatRubles(product.offer.price),
  };
}

export type PromoProductRow = ReturnType<typeof productRow>;

export async function loadPromotionPage(args: LoaderFunctionArgs, source: PromotionSource) {
  const { api, siteId, base, found } = await requirePromotion(args, source);
  const url = new URL(args.request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  const listed = found.error ? found : await promotions.products(api, found.data, { inPromo: true, page });
  const failure = found.error ? found : listed.error ? listed : null;
  const lite = await isLite(args.request);
  return json(
    {
      title: found.error ? "Акция" : found.data.name,
      source,
      siteId,
      base,
      listBase: promotionsPath(source, siteId),
      page,
      confirmAll: url.searchParams.get("confirm") === "all",
      promotion: found.error
        ? null
        : { ...promotionCard(found.data, promotionsPath(source, siteId)), description: found.data.description },
      rows: listed.error ? [] : listed.data.items.map((product) => productRow(product, lite)),
      total: listed.error ? 0 : listed.data.total,
      pages: listed.error ? 1 : Math.max(1, Math.ceil(listed.data.total / PROMOTIONS_PAGE_SIZE)),
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
    const { minPercent } = found.data;
    const report = await saveEditedRows<PromoPriceField, PromoPrices, unknown>(form, {
      rows,
      fields: PROMO_PRICE_FIELDS,
      check: (_id, typed) => checkPromoPrices(typed, minPercent),
      save: (id, prices) => promotions.updatePrices(api, Number(id), prices),
    });
    return json({ report }, { status: report.saved === report.changed ? 200 : 400 });
  }

  if (intent === "remove-all") {
    const removed = await promotions.removeAll(api, found.data.stockId);
    return redirectWithToast(args.request, base, {
      type: removed.error ? "error" : "success",
      text: removed.error ? removed.errorText : `Из акции удалено: ${products(removed.data.count)}`,
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
