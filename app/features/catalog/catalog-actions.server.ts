import { json } from "@remix-run/node";
import { chosenRows, ROW_VALUE_MAX, saveEditedRows, type RowErrors, type RowsReport } from "~/form/row-edits.server";
import { requireViewer } from "~/services/access/guards.server";
import { readForm, readIntent, refusal } from "~/services/forms/read-form.server";
import { catalog, type Product } from "~/services/marketplace/catalog.server";
import { marketplace, type Marketplace } from "~/services/marketplace/client.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { countOf } from "~/utils/format";
import { PRODUCTS } from "~/utils/nouns";
import { offerUpdateSchema } from "~/validation/offer-form";
import { PRICE_MESSAGE } from "~/validation/price";
import { CATALOG_PAGE_SIZE, CATALOG_VIEWS, type CatalogViewName } from "./catalog-views";

/**
 * What a catalog page's form does: save the changed prices and stocks of its rows, archive
 * or restore the ticked rows or one row, release offers from the price quarantine. Every intent is
 * checked against what the view offers, every id against the form's own rows, before any call.
 */

const INTENTS = {
  edit: ["save", "archive"],
  archive: ["archive"],
  restore: ["restore"],
  release: ["release", "release-all"],
  none: [],
} as const;

export type SaveReport = RowsReport<"price" | "stock"> & {
  /** Saved rows whose new price the marketplace held in the price quarantine (a raise by more than half). */
  quarantined: string[];
};

/** The rows the form carries: `offer` (repeated) names them; ids are digits, one page at most. */
function offersOf(form: FormData) {
  const ids = form.getAll("offer").map(String);
  if (ids.length > CATALOG_PAGE_SIZE || ids.some((id) => !/^\d{1,12}$/.test(id))) {
    throw refusal(400, "Форма пришла повреждённой. Откройте страницу и отправьте форму ещё раз.");
  }
  return ids;
}

/** The intent, and the one row a row's own button names (`archive:123`), when it does. */
function intentOf(form: FormData, view: CatalogViewName, offers: string[]) {
  const raw = String(form.get("intent") ?? "");
  const [name, target] = raw.split(":");
  const probe = new FormData();
  probe.set("intent", name);
  const intent = readIntent(probe, INTENTS[CATALOG_VIEWS[view].actions]);
  if (target !== undefined && !offers.includes(target)) throw refusal(400, "Выберите товар на странице.");
  return { intent, target };
}

async function saveChangedRows(api: Marketplace, form: FormData, offers: string[]): Promise<SaveReport> {
  const quarantined: string[] = [];
  const report = await saveEditedRows<"price" | "stock", OfferUpdate, Product>(form, {
    rows: offers,
    fields: ["price", "stock"] as const,
    check: (offerId, { price, stock }) => {
      const parsed = offerUpdateSchema.safeParse({ offerId, price: price || undefined, stock: stock || undefined });
      if (!parsed.success || price.length > ROW_VALUE_MAX || stock.length > ROW_VALUE_MAX) {
        const errors: RowErrors<"price" | "stock"> = {};
        for (const issue of parsed.error?.issues ?? []) errors[issue.path[0] as "price" | "stock"] ??= issue.message;
        if (price.length > ROW_VALUE_MAX) errors.price = PRICE_MESSAGE;
        return { errors };
      }
      // A price of 0 or a negative stock is not sent; a row left with nothing to send is refused.
      if (parsed.data.price === undefined && parsed.data.stock === undefined)
        return { errors: { price: PRICE_MESSAGE } };
      return { value: parsed.data };
    },
    save: (offerId, { price, stock }) => catalog.updateOffer(api, Number(offerId), { price, stock }),
    // The answer says the price is held by carrying the quarantine's price; without it, nothing is said.
    onSaved: (offerId, product) => {
      if (product.offer?.quarantinePrice !== null && product.offer?.quarantinePrice !== undefined) {
        quarantined.push(offerId);
      }
    },
  });
  return { ...report, quarantined };
}

type OfferUpdate = { price?: number; stock?: number };

/** How many the quarantine let go, when the answer says it. */
const releasedText = (count: number | undefined) =>
  count === undefined ? "Товары выпущены из карантина" : `Из карантина выпущено: ${countOf(count, PRODUCTS)}`;

export async function catalogAction(request: Request, name: CatalogViewName) {
  const view = CATALOG_VIEWS[name];
  await requireViewer(request, view.rule);
  const form = await readForm(request);
  const offers = offersOf(form);
  const { intent, target } = intentOf(form, name, offers);
  const api = await marketplace(request);
  const back = new URL(request.url);
  const backTo = back.pathname + back.search;

  if (intent === "save") {
    const report = await saveChangedRows(api, form, offers);
    return json({ report }, { status: report.saved === report.changed ? 200 : 400 });
  }

  if (intent === "release-all") {
    const released = await catalog.release(api, "all");
    return redirectWithToast(request, released.error ? backTo : "/catalog/", {
      type: released.error ? "error" : "success",
      text: released.error ? released.errorText : releasedText(released.data.count),
    });
  }

  const chosen = chosenRows(form, target, offers);
  if (chosen.length === 0) {
    return redirectWithToast(request, backTo, { type: "warning", text: "Отметьте товары в списке" });
  }
  const call = intent === "archive" ? catalog.archive : intent === "restore" ? catalog.restore : catalog.release;
  const done = await call(api, chosen);
  const texts = { archive: "В архив перенесено", restore: "Из архива возвращено", release: "Из карантина выпущено" };
  return redirectWithToast(request, backTo, {
    type: done.error ? "error" : "success",
    text: done.error ? done.errorText : `${texts[intent]}: ${countOf(chosen.length, PRODUCTS)}`,
  });
}

export type CatalogActionData = { report?: SaveReport };
