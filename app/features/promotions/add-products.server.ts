import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { postableId, productName } from "~/features/catalog/product-fallbacks";
import { eachLimited } from "~/form/row-edits.server";
import { readForm, readIntent, refusal } from "~/services/forms/read-form.server";
import { isLite } from "~/services/lite-mode.server";
import { MALFORMED_ANSWER } from "~/services/marketplace/client.server";
import {
  promotions,
  PROMOTIONS_PAGE_SIZE,
  type PromoProduct,
  type PromotionSource,
} from "~/services/marketplace/promotions.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { listPaging, pageParam } from "~/utils/list-paging";
import { promotionName } from "./promotion-list.server";
import { participationOf, products, promoProductCards, requirePromotion } from "./promotion-page.server";
import { promotionPhase } from "./promotion-phase";
import { readFailureStatus, requirePromotionsPage } from "./stocks.server";

/**
 * Adding products to a promotion: the catalog's live offers not in it yet, searchable, ticked
 * across pages. The choice is URL state (`?chosen=` repeated): paging and search are GET submissions of
 * the same form, so the ticks of the page go along without JavaScript. Each product is added on its own
 * call, so the result is told per product.
 */

/** More than anyone ticks by hand; a longer list is no form of ours. */
const CHOSEN_MAX = 100;
const SEARCH_MAX = 100;

export const ADD_PRODUCTS_TITLE = "Добавление товаров в акцию";

const idsOf = (values: FormDataEntryValue[]) => [...new Set(values.map(String))];

function chosenOf(values: FormDataEntryValue[]) {
  const ids = idsOf(values);
  if (ids.length > CHOSEN_MAX || ids.some((id) => !/^\d{1,12}$/.test(id))) return null;
  return ids;
}

export async function loadAddProducts(args: LoaderFunctionArgs, source: PromotionSource) {
  const { api, base, found } = await requirePromotion(args, source);
  const url = new URL(args.request.url);
  const state = {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: pageParam(url.searchParams),
    // A forged list is dropped rather than refused: the page still opens.
    chosen: chosenOf(url.searchParams.getAll("chosen")) ?? [],
  };
  const listed = found.error
    ? found
    : await promotions.products(api, participationOf(found.data), {
        inPromo: false,
        page: state.page,
        search: state.q || undefined,
      });
  const failure = found.error ? found : listed.error ? listed : null;
  const lite = await isLite(args.request);
  const listedProducts = listed.error ? [] : listed.data.items;
  const { total, pages } = listPaging(listed, { page: state.page, pageSize: PROMOTIONS_PAGE_SIZE });
  return json(
    {
      title: ADD_PRODUCTS_TITLE,
      base,
      name: found.error ? null : promotionName(found.data.name),
      finished: !found.error && promotionPhase(found.data) === "past",
      state,
      rows: listedProducts.map(addableRow),
      cards: promoProductCards(args.context, "addable-cards", listedProducts, lite),
      /** Null: the marketplace did not say how many (not shown). */
      total,
      pages,
      failure: failure?.errorText ?? null,
    },
    { status: failure ? readFailureStatus(failure) : 200 },
  );
}

export type AddProductsLoader = typeof loadAddProducts;

/**
 * A product that may join the promotion, as its tick hydrates from it; one whose id no form can post is
 * shown without its tick. Its name says which product an add refused.
 */
export function addableRow(product: PromoProduct) {
  return {
    key: String(product.id),
    /** The product's id as the form posts it; null: it cannot be chosen. */
    id: postableId(product.id),
    name: productName(product.name),
  };
}

export type AddResult = { id: string; errorText: string };

export async function addProductsAction(args: LoaderFunctionArgs, source: PromotionSource) {
  await requirePromotionsPage(args);
  const form = await readForm(args.request);
  readIntent(form, ["add"]);
  const chosen = chosenOf(form.getAll("chosen"));
  if (!chosen) throw refusal(400, "Форма пришла повреждённой. Откройте страницу и отправьте форму ещё раз.");
  if (chosen.length === 0) return json({ failed: [] as AddResult[], added: 0, empty: true }, { status: 400 });
  const { api, base, found } = await requirePromotion(args, source);
  if (found.error) return redirectWithToast(args.request, base, { type: "error", text: found.errorText });

  const ids = chosen.map(Number);
  let promotion = participationOf(found.data);
  // The first product joins the promotion when the supplier is not in it yet; the rest go to that participation.
  const first = await promotions.addProducts(api, promotion, [ids[0]]);
  const failed: AddResult[] = first.error ? [{ id: chosen[0], errorText: first.errorText }] : [];
  // Joining made a participation (the promotion's stockId): the promotion read again names it for the rest.
  const joined = !first.error && promotion.stockId === 0 ? await promotions.byId(api, promotion.id) : null;
  if (joined && !joined.error) promotion = participationOf(joined.data);
  if (promotion.stockId !== 0) {
    const others = await eachLimited(ids.slice(1), (id) => promotions.addProducts(api, promotion, [id]));
    failed.push(...others.map(({ id, errorText }) => ({ id: String(id), errorText })));
  } else {
    const reason = first.error ? first.errorText : joined?.error ? joined.errorText : MALFORMED_ANSWER;
    failed.push(...chosen.slice(1).map((id) => ({ id, errorText: reason })));
  }
  const added = ids.length - failed.length;
  if (failed.length === 0) {
    return redirectWithToast(args.request, base, {
      type: "success",
      text: `В акцию добавлено: ${products(added)}. Проверьте цены по акции.`,
    });
  }
  return json({ failed, added, empty: false }, { status: 400 });
}

export type AddProductsActionData = { failed: AddResult[]; added: number; empty: boolean };
