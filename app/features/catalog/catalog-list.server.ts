import { type AppLoadContext, json, redirect } from "@remix-run/node";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { config } from "~/services/config.server";
import { isLite } from "~/services/lite-mode.server";
import { catalog, type CatalogCounts, type Product, type ValuesMap } from "~/services/marketplace/catalog.server";
import { marketplace } from "~/services/marketplace/client.server";
import { cdnImage } from "~/utils/cdn-image";
import { formatRubles, formatVat, entryOf, nameOf } from "~/utils/format";
import { listPaging } from "~/utils/list-paging";
import { sortFromParam } from "~/utils/params.server";
import { dataOnce } from "~/utils/server-markup.server";
import { readUrlState, urlWith, type CatalogUrlState } from "./catalog-url";
import { CATALOG_PAGE_SIZE, CATALOG_VIEWS, type CatalogViewName } from "./catalog-views";
import { postableId, productName, visibilityText } from "./product-fallbacks";

/**
 * A catalog page's data: the view's products, the tabs with their counts, and the URL
 * state (`?q=` search by name, article or barcode; `?sort=price` or `?sort=-price`; `?page=`), so
 * search, sort and paging work without JavaScript and survive reloads and shared links.
 */

/** Sticker colours: on sale green, idle grey, blocked red, ready yellow; other statuses get the neutral one. */
const STICKER_TONES: Record<string, string> = { onSale: "green", idle: "grey", blocked: "red", ready: "yellow" };

const PLAIN_DETAILS = new Set(["active", "draft", "onModeration", "archivedBySupplier"]);

/** The CDN's image parameters: a 96-pixel square thumbnail, as the row shows it. */
export const THUMBNAIL_SIZE = 96;

/** A product's first picture as a row shows it (promotions' rows too); null (the placeholder) when it has no usable one. */
export const thumbnail = (url: string | null | undefined, lite = false) =>
  cdnImage(url, config.cdnOrigin, THUMBNAIL_SIZE, lite);

/** A sum a row shows only when there is one (old price, the quarantine's, promo prices). */
export const money = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatRubles(value);

/**
 * A product as its row shows it. Only the id is sure: a missing name is «Без названия», a missing
 * picture the placeholder, a status the dictionary does not name is shown as sent, a missing price,
 * stock or VAT «—». A product without a usable offer id (a draft) has no price or stock to edit and
 * no row action; a draft is opened again in the editor when its id is one a link can carry.
 */
export function catalogRow(product: Product, names: ValuesMap, lite: boolean) {
  const offer = product.offer ?? {};
  const promotion = product.promotion;
  const promo = promotion ? [promotion.promoPriceA, promotion.promoPriceB, promotion.promoPriceR] : null;
  const draftId = postableId(product.id);
  return {
    id: product.id,
    offerId: product.offerId ?? null,
    /** The offer's id as the row's form posts it; null: nothing to edit, archive or release. */
    offer: postableId(product.offerId),
    editHref: draftId && (`/catalog/edit/${draftId}/` as const),
    name: productName(product.name),
    article: product.article || null,
    barcode: product.barcode || null,
    image: thumbnail(product.images?.[0], lite),
    status: {
      title: nameOf(names.status, product.status),
      tone: entryOf(STICKER_TONES, product.status) ?? "neutral",
    },
    // The detail says more than the sticker only off sale: the reason for rework, hidden, no stock.
    detail:
      product.statusDetail && !PLAIN_DETAILS.has(product.statusDetail)
        ? (entryOf(names.statusDetail, product.statusDetail) ?? null)
        : null,
    needsRework: product.status === "moderationFailed",
    visible: visibilityText(product.visible),
    price: offer.price ?? null,
    priceText: formatRubles(offer.price),
    oldPrice: money(offer.oldPrice),
    quarantinePrice: money(offer.quarantinePrice),
    stock: offer.stock ?? null,
    vat: formatVat(offer.vat),
    promo: promo?.some((price) => price !== null && price !== undefined)
      ? { a: money(promo[0]), b: money(promo[1]), r: money(promo[2]) }
      : null,
  };
}

export type CatalogRow = ReturnType<typeof catalogRow>;

/**
 * What the browser needs of a row to hydrate it: its key, and what its tick, price and stock fields
 * and button carry. Everything else the row shows is drawn by the server and sent once, in the HTML
 * (`shown`, docs/decisions/100).
 */
export const rowControls = ({ id, offer, price, stock }: CatalogRow) => ({ id, offer, price, stock });

export type CatalogRowControls = ReturnType<typeof rowControls>;

function sortOptions(names: ValuesMap) {
  return Object.entries(names.offerSortFields ?? {}).flatMap(([field, title]) => [
    { value: `-${field}`, title: `${title}: по убыванию` },
    { value: field, title: `${title}: по возрастанию` },
  ]);
}

/** Every view's count; a failed count call shows zeros, never a broken page (a count the answer leaves out is not shown). */
const NO_COUNTS: CatalogCounts = {
  all: 0,
  onSale: 0,
  ready: 0,
  moderationFailed: 0,
  archived: 0,
  sandbox: 0,
  draft: 0,
};

export async function loadCatalogView(request: Request, context: AppLoadContext, name: CatalogViewName) {
  const view = CATALOG_VIEWS[name];
  const viewer = await requireViewer(request, view.rule);
  const api = await marketplace(request);
  const url = new URL(request.url);
  const listPage = (state: CatalogUrlState) =>
    catalog.list(api, view.list, {
      limit: CATALOG_PAGE_SIZE,
      skip: (state.page - 1) * CATALOG_PAGE_SIZE,
      sort: sortFromParam(state.sort),
      search: state.q || undefined,
      status: state.status ?? undefined,
    });
  // The list goes out with the sort the URL asks for, beside the values map that says whether that
  // sort exists: one round of calls. A sort it does not know (a forged or stale link) costs a second.
  const asked = readUrlState(url, [url.searchParams.get("sort")?.replace(/^-/, "") ?? ""], view.statuses);
  const [names, counted, askedPage] = await Promise.all([catalog.valuesMap(api), catalog.counts(api), listPage(asked)]);
  const state = readUrlState(url, Object.keys(names.offerSortFields ?? {}), view.statuses);
  const found = state.sort === asked.sort ? askedPage : await listPage(state);
  const lite = await isLite(request);
  const counts = counted.error ? NO_COUNTS : counted.data;
  const { total, pages } = listPaging(found, { page: state.page, pageSize: CATALOG_PAGE_SIZE });
  // A page past the end (a stale link, a shrunken list) shows the last one.
  if (!found.error && state.page > pages) throw redirect(urlWith(view.path, state, { page: pages }));

  const tabs = Object.values(CATALOG_VIEWS)
    .filter(
      (tab) =>
        !tab.optional || tab === view || ((counts[tab.count] ?? 0) > 0 && mayOpen(viewer, tab.rule, { request })),
    )
    .map((tab) => ({ to: tab.path, title: tab.title, count: counts[tab.count] }));
  const rows = found.error ? [] : found.data.items.map((product) => catalogRow(product, names, lite));

  return json(
    {
      title: view.title,
      view: name,
      path: view.path,
      actions: view.actions,
      tabs,
      state,
      pages,
      /** Null: the marketplace did not say how many (not shown). */
      total,
      /** The search's sort and status choices (their names come from the values map), sent once, as the form's HTML. */
      filters: dataOnce(context, "catalog-filters", {
        sort: sortOptions(names),
        status: (view.statuses ?? []).map((code) => ({ value: code, title: nameOf(names.status, code) })),
      }),
      rows: rows.map(rowControls),
      /** What each row shows, by its id: a document sends it once, as the rows' HTML (docs/decisions/100). */
      shown: dataOnce(context, "catalog-rows", Object.fromEntries(rows.map((row) => [row.id, row]))),
      listError: found.error ? found.errorText : null,
    },
    { status: found.error ? 502 : 200 },
  );
}

export type CatalogLoader = typeof loadCatalogView;
