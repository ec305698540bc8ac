import { json, redirect } from "@remix-run/node";
import { mayOpen, requireViewer } from "~/services/access/guards.server";
import { isLite } from "~/services/lite-mode.server";
import { catalog, type CatalogCounts, type Product, type ValuesMap } from "~/services/marketplace/catalog.server";
import { marketplace } from "~/services/marketplace/client.server";
import { cdnImage } from "~/utils/cdn-image";
import { formatRubles, formatVat } from "~/utils/format";
import { sortFromParam } from "~/utils/params.server";
import { readUrlState, urlWith, type CatalogUrlState } from "./catalog-url";
import { CATALOG_PAGE_SIZE, CATALOG_VIEWS, type CatalogViewName } from "./catalog-views";

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

/** A product's first picture as a row shows it (promotions' rows too). */
export const thumbnail = (url: string | undefined, lite = false) => cdnImage(url, THUMBNAIL_SIZE, lite);

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatRubles(value);

function rowOf(product: Product, names: ValuesMap, lite: boolean) {
  const promotion = product.promotion;
  const promo = promotion && [promotion.promoPriceA, promotion.promoPriceB, promotion.promoPriceR];
  return {
    id: product.id,
    offerId: product.offerId,
    name: product.name,
    article: product.article,
    barcode: product.barcode,
    image: thumbnail(product.images[0], lite),
    status: {
      title: names.status[product.status] ?? product.status,
      tone: STICKER_TONES[product.status] ?? "neutral",
    },
    // The detail says more than the sticker only off sale: the reason for rework, hidden, no stock.
    detail:
      product.statusDetail && !PLAIN_DETAILS.has(product.statusDetail)
        ? (names.statusDetail[product.statusDetail] ?? null)
        : null,
    needsRework: product.status === "moderationFailed",
    visible: product.visible,
    price: product.offer.price,
    priceText: money(product.offer.price),
    oldPrice: money(product.offer.oldPrice),
    quarantinePrice: money(product.offer.quarantinePrice),
    stock: product.offer.stock,
    dcStock: product.offer.dcStock,
    vat: formatVat(product.offer.vat),
    promo: promo?.some((price) => price !== null)
      ? { a: money(promo[0]), b: money(promo[1]), r: money(promo[2]) }
      : null,
  };
}

export type CatalogRow = ReturnType<typeof rowOf>;

function sortOptions(names: ValuesMap) {
  return Object.entries(names.offerSortFields).flatMap(([field, title]) => [
    { value: `-${field}`, title: `${title}: по убыванию` },
    { value: field, title: `${title}: по возрастанию` },
  ]);
}

/** Every view's count; a failed count call shows zeros, never a broken page. */
const NO_COUNTS: CatalogCounts = {
  all: 0,
  onSale: 0,
  ready: 0,
  moderationFailed: 0,
  archived: 0,
  sandbox: 0,
  draft: 0,
};

export async function loadCatalogView(request: Request, name: CatalogViewName) {
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
  const state = readUrlState(url, Object.keys(names.offerSortFields), view.statuses);
  const found = state.sort === asked.sort ? askedPage : await listPage(state);
  const lite = await isLite(request);
  const counts = counted.error ? NO_COUNTS : counted.data;
  const pages = found.error ? 1 : Math.max(1, Math.ceil(found.data.total / CATALOG_PAGE_SIZE));
  // A page past the end (a stale link, a shrunken list) shows the last one.
  if (!found.error && state.page > pages) throw redirect(urlWith(view.path, state, { page: pages }));

  const tabs = Object.values(CATALOG_VIEWS)
    .filter((tab) => !tab.optional || tab === view || (counts[tab.count] > 0 && mayOpen(viewer, tab.rule, { request })))
    .map((tab) => ({ to: tab.path, title: tab.title, count: counts[tab.count] }));

  return json(
    {
      title: view.title,
      view: name,
      path: view.path,
      actions: view.actions,
      tabs,
      state,
      pages,
      total: found.error ? 0 : found.data.total,
      sortOptions: sortOptions(names),
      statusOptions: (view.statuses ?? []).map((code) => ({ value: code, title: names.status[code] ?? code })),
      rows: found.error ? [] : found.data.items.map((product) => rowOf(product, names, lite)),
      listError: found.error ? found.errorText : null,
    },
    { status: found.error ? 502 : 200 },
  );
}

export type CatalogLoader = typeof loadCatalogView;
