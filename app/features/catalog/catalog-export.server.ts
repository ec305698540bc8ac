import { once } from "node:events";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { requireViewer } from "~/services/access/guards.server";
import { catalog, type Product } from "~/services/marketplace/catalog.server";
import { marketplace, type Marketplace } from "~/services/marketplace/client.server";
import { formatVat } from "~/utils/format";
import { notFound, sortFromParam } from "~/utils/params.server";
import { readUrlState } from "./catalog-url";
import { CATALOG_VIEWS, type CatalogViewName } from "./catalog-views";

/**
 * The export of a catalog view (issue 12): every product of its search and sort, all pages, as CSV
 * that Excel opens as is (UTF-8 with BOM, `;`, decimal commas). csv-stringify writes the rows as
 * the marketplace pages arrive, so memory holds one page, not the catalog; a failure midway aborts
 * the download instead of leaving a file that looks complete (docs/decisions/012).
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

/** ru-RU decimals without grouping, so a spreadsheet reads them as numbers. */
const decimal = (value: number | null) => (value === null ? "" : String(value).replace(".", ","));

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

async function writeAll(api: Marketplace, name: CatalogViewName, url: URL, csv: ReturnType<typeof stringify>) {
  const names = await catalog.valuesMap(api);
  const state = readUrlState(url, Object.keys(names.offerSortFields), CATALOG_VIEWS[name].statuses);
  for (let skip = 0; ; skip += EXPORT_PAGE) {
    const page = await catalog.list(api, CATALOG_VIEWS[name].list, {
      limit: EXPORT_PAGE,
      skip,
      sort: sortFromParam(state.sort),
      search: state.q || undefined,
      status: state.status ?? undefined,
    });
    if (page.error) throw new Error(`catalog export stopped at ${skip}: ${page.status} ${page.errorText}`);
    for (const product of page.data.items) {
      if (!csv.write(recordOf(product, names.status))) await once(csv, "drain");
    }
    if (skip + EXPORT_PAGE >= page.data.total || page.data.items.length === 0) break;
  }
  csv.end();
}

export async function exportCatalogView(request: Request) {
  const url = new URL(request.url);
  const name = url.searchParams.get("view") as CatalogViewName | null;
  if (!name || !Object.hasOwn(CATALOG_VIEWS, name)) throw notFound();
  await requireViewer(request, CATALOG_VIEWS[name].rule);
  const api = await marketplace(request);
  const csv = stringify({ delimiter: ";", bom: true, header: true, columns: COLUMNS });
  writeAll(api, name, url, csv).catch((error) => {
    console.error(error);
    csv.destroy(error);
  });
  const fileName = `Товары — ${CATALOG_VIEWS[name].title}.csv`;
  return new Response(Readable.toWeb(csv) as ReadableStream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="catalog.csv"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "Cache-Control": "no-store",
    },
  });
}
