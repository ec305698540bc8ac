import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportCatalogView } from "~/features/catalog/catalog-export.server";

/** GET /catalog/export/?view=onSale&q=&sort=: a catalog view as CSV, for the "Скачать CSV" link of its page. */
export const loader = ({ request }: LoaderFunctionArgs) => exportCatalogView(request);
