import { requireViewer } from "~/services/access/guards.server";
import { catalog, type Product } from "~/services/marketplace/catalog.server";
import { marketplace, type Marketplace } from "~/services/marketplace/client.server";
import { everyItem } from "~/services/marketplace/every-page.server";
import { csvDownload, sheetDecimal as decimal, type WriteRecord } from "~/utils/csv-download.server";
import { formatVat } from "~/utils/format";
import { notFound, sortFromParam } from "~/utils/params.server";
import { readUrlState } from "./catalog-url";
import { CATALOG_VIEWS, type CatalogViewName } from "./catalog-views";

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

function recordOf(product: Product, statusNames: Record<string, string>) {
  return [
    product.name,
    product.article ?? "",
    product.offerId ?? "",
    product.barcode ?? "",
    statusNames[product.status] ?? product.status,
    product.visible ? "Показан" : "Скрыт",
    decimal(product.offer.price),
    decimal(product.offer.oldPrice),
    decimal(product.offer.stock),
    decimal(product.offer.dcStock),
    formatVat(product.offer.vat),
  ];
}

async function writeAll(api: Marketplace, name: CatalogViewName, url: URL, write: WriteRecord) {
  const names = await catalog.valuesMap(api);
  const state = readUrlState(url, Object.keys(names.offerSortFields), CATALOG_VIEWS[name].statuses);
  const products = everyItem(EXPORT_PAGE, (skip) =>
    catalog.list(api, CATALOG_VIEWS[name].list, {
      limit: EXPORT_PAGE,
      skip,
      sort: sortFromParam(state.sort),
      search: state.q || undefined,
      status: state.status ?? undefined,
    }),
  );
  for await (const product of products) await write(recordOf(product, names.status));
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
