import { parseWithZod } from "@conform-to/zod/v4";
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { constraintsOf } from "~/form/constraints.server";
import { draftScope } from "~/form/local-draft-store";
import { readForm, readIntent, refusal } from "~/services/forms/read-form.server";
import {
  type DictionaryItems,
  dictionaryNotLoaded,
  formErrorStatus,
  marketplace,
} from "~/services/marketplace/client.server";
import { promotions, type Promotion } from "~/services/marketplace/promotions.server";
import { retailStores, type Store } from "~/services/marketplace/stores.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { MISSING, parseDate } from "~/utils/format";
import { sellerPromotionSchema } from "~/validation/promotion-form";
import { minPercentText } from "./promotion-list.server";
import { requirePromotion } from "./promotion-page.server";
import { promotionsPath, requirePromotionsPage } from "./stocks.server";

/**
 * A seller promotion's create and edit forms: name, dates (`<input type="date">`,
 * no JavaScript needed), stores from the dictionary (id 95 excluded), minimum percent, active. The
 * schema checks everything before a call; the marketplace's refusal comes back on the form.
 */

export type SellerPromotionMode = "create" | "edit";

export const SELLER_PROMOTION_TITLES: Record<SellerPromotionMode, string> = {
  create: "Новая акция",
  edit: "Редактирование акции",
};

/** An instant of the marketplace as the date field shows it; a date that is not one leaves the field empty. */
const dayOf = (iso: string | undefined) => (parseDate(iso) ? iso!.slice(0, 10) : "");

/**
 * The edit form's values from the promotion: what it leaves out is an empty field (the form's rules
 * then ask for it), its showcase is the page's. The minimum discount is not edited (only shown).
 */
export function defaultsOf(promotion: Promotion, siteId: string) {
  return {
    name: promotion.name ?? "",
    siteId,
    startAt: dayOf(promotion.startAt),
    finishAt: dayOf(promotion.finishAt),
    storeIds: (promotion.storeIds ?? []).map(String),
    // Switched off only when it says so, as its card shows it.
    active: promotion.active === false ? undefined : "on",
  };
}

type FormDefaults = Partial<ReturnType<typeof defaultsOf>>;

/** Without the stores dictionary no store can be chosen, and a promotion needs one. */
export const STORES_NOT_LOADED = dictionaryNotLoaded("магазины", "выбрать магазины");

const storeOptions = (stores: DictionaryItems<Store>) =>
  stores.items.map((store) => ({ id: store.id, value: String(store.id), title: store.title }));

export async function loadSellerPromotionForm(args: LoaderFunctionArgs, mode: SellerPromotionMode) {
  const common = { title: SELLER_PROMOTION_TITLES[mode], mode, constraint: constraintsOf({ sellerPromotionSchema }) };
  if (mode === "create") {
    const { siteId, viewer } = await requirePromotionsPage(args);
    const stores = await retailStores(await marketplace(args.request));
    return json({
      ...common,
      // A new promotion's draft is the contract's it was typed under (docs/decisions/121).
      draft: draftScope(viewer, `new-${siteId}@${viewer.activeContractId ?? ""}`),
      siteId,
      cancel: promotionsPath("seller", siteId),
      stores: storeOptions(stores),
      defaults: { siteId, active: "on" } as FormDefaults,
      minPercent: null,
      failure: stores.failed ? STORES_NOT_LOADED : null,
    });
  }
  const { api, siteId, base, found, viewer } = await requirePromotion(args, "seller");
  const stores = await retailStores(api);
  return json({
    ...common,
    draft: draftScope(viewer, `promotion-${args.params.stockId}`),
    siteId,
    cancel: base,
    stores: storeOptions(stores),
    defaults: (found.error ? { siteId } : defaultsOf(found.data, siteId)) as FormDefaults,
    /** The minimum discount as the edit page shows it: '15%', «—» when the promotion does not say. */
    minPercent: found.error ? MISSING : (minPercentText(found.data.minPercent) ?? MISSING),
    failure: found.error ? found.errorText : stores.failed ? STORES_NOT_LOADED : null,
  });
}

export type SellerPromotionLoader = typeof loadSellerPromotionForm;

export async function sellerPromotionAction(args: LoaderFunctionArgs, mode: SellerPromotionMode) {
  const { siteId } = await requirePromotionsPage(args);
  const form = await readForm(args.request, { once: true });
  readIntent(form, ["save"]);
  const submission = parseWithZod(form, { schema: sellerPromotionSchema });
  if (submission.status !== "success") return json({ reply: submission.reply() }, { status: 400 });
  // The showcase is the page's: a promotion for another one is made from that one's pages.
  if (submission.value.siteId !== siteId)
    throw refusal(400, "Форма пришла повреждённой. Откройте страницу и отправьте форму ещё раз.");

  const api = await marketplace(args.request);
  let saved;
  if (mode === "create") {
    saved = await promotions.create(api, submission.value);
  } else {
    const { found } = await requirePromotion(args, "seller");
    saved = found.error ? found : await promotions.update(api, found.data.id, submission.value);
  }
  if (saved.error) {
    return json({ reply: submission.reply({ formErrors: [saved.errorText] }) }, { status: formErrorStatus(saved) });
  }
  return redirectWithToast(args.request, `${promotionsPath("seller", siteId)}${saved.data.id}/`, {
    type: "success",
    text: mode === "create" ? "Акция создана. Добавьте в неё товары." : "Акция сохранена.",
  });
}
