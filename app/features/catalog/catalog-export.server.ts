import { requireViewer } from "~/services/access/guards.server";
import { catalog, type Product } from "~/services/marketplace/catalog.server";
import { marketplace, type Marketplace } from "~/services/marketplace/client.server";
import { everyItem } from "~/services/marketplace/every-page.server";
import { csvDownload, sheetDecimal as decimal, textCell, type WriteRecord } from "~/utils/csv-download.server";
import { formatVat, nameOf } from "~/utils/format";
import { notFound, sortFromParam } from "~/utils/params.server";
import { readUrlState } from "./catalog-url";
import { CATALOG_VIEWS, type CatalogViewName } from "./catalog-views";
import { visibilityText } from "./product-fallbacks";

/**
 * The export of a catalog view: every product of its search and sort, all pages, as CSV
 * that Excel opens as is, written as the marketplace pages arrive (docs/decisions/012).
 */

/** Products per marketplace call while exporting: few calls, small pages in memory. */
const EXPORT_PAGE = 200;

const COLUMNS = [
  "Наименование",
  "Артикул",
  "Предложение",
  "Штрихкод",
  "Статус",
  "Показ",
  "Цена, ₽",
  "Старая цена, ₽",
  "Остаток",
  "Остаток на складе маркетплейса",
  "НДС",
];

/** A product as a record: what the marketplace left out is an empty cell, as a spreadsheet shows nothing. */
export function exportRecord(product: Product, statusNames: Record<string, string> | undefined) {
  const offer = product.offer ?? {};
  return [
    product.name ?? "",
    product.article ?? "",
    product.offerId ?? "",
    product.barcode ?? "",
    textCell(nameOf(statusNames, product.status)),
    textCell(visibilityText(product.visible)),
    decimal(offer.price ?? null),
    decimal(offer.oldPrice ?? null),
    decimal(offer.stock ?? null),
    decimal(offer.dcStock ?? null),
    textCell(formatVat(offer.vat)),
  ];
}

async function writeAll(api: Marketplace, name: CatalogViewName, url: URL, write: WriteRecord) {
  const names = await catalog.valuesMap(api);
  const state = readUrlState(url, Object.keys(names.offerSortFields ?? {}), CATALOG_VIEWS[name].statuses);
  const products = everyItem(EXPORT_PAGE, (skip) =>
    catalog.list(api, CATALOG_VIEWS[name].list, {
      limit: EXPORT_PAGE,
      skip,
      sort: sortFromParam(state.sort),
      search: state.q || undefined,
      status: state.status ?? undefined,
    }),
  );
  for await (const product of products) await write(exportRecord(product, names.status));
}

export async function exportCatalogView(request: Request) {
  const url = new URL(request.url);
  const name = url.searchParams.get("view") as CatalogViewName | null;
  if (!name || !Object.hasOwn(CATALOG_VIEWS, name)) throw notFound();
  await requireViewer(request, CATALOG_VIEWS[name].rule);
  const api = await marketplace(request);
  return csvDownload(
    { name: `Товары — ${CATALOG_VIEWS[name].title}.csv`, asciiName: "catalog.csv" },
    COLUMNS,
    (write) => writeAll(api, name, url, write),
  );
}
