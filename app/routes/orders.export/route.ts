import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportOrders } from "~/features/orders/orders-export.server";

/** GET /orders/export/?tab=in-work&from=…: the filtered orders as CSV, for the "Скачать CSV" link of the list. */
export const loader = ({ request }: LoaderFunctionArgs) => exportOrders(request);
